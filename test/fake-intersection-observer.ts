import { act } from 'react';

/**
 * A stand-in for IntersectionObserver (jsdom has none): tests install it, then move the
 * observed elements into view with `FakeIntersectionObserver.showAll()`.
 */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  show(isIntersecting: boolean) {
    act(() => this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as never));
  }

  static install() {
    FakeIntersectionObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  }

  static uninstall() {
    FakeIntersectionObserver.all = [];
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }

  /** Brings every element still observed into view. */
  static showAll() {
    for (const observer of FakeIntersectionObserver.all.filter((o) => !o.disconnected)) observer.show(true);
  }
}
