import React from 'react';

export const GatsbyImage = ({ alt, className }: { alt: string; className?: string }) => <img alt={alt} className={className} />;
export const StaticImage = ({ alt, className }: { alt: string; className?: string }) => <img alt={alt} className={className} />;
export const getImage = (value: unknown) => value;
export const getSrc = () => '/test-image.jpg';
