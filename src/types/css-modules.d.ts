/** CSS Modules (`import * as styles from './X.module.css'`) and plain CSS side-effect imports. */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
declare module '*.css';
