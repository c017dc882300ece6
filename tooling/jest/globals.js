// jsdom lacks what React 19, react-router 7 and antd 6 expect from a browser.
'use strict';

const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// antd's Select (rc-select) schedules a macrotask through MessageChannel,
// which jsdom lacks. Node's own MessageChannel would keep jest from exiting, so
// this one posts with setTimeout (and follows jest's fake timers).
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    constructor() {
      this.onmessage = null;
      this.other = undefined;
    }
    postMessage(data) {
      const target = this.other;
      setTimeout(() => target && target.onmessage && target.onmessage({ data }), 0);
    }
    close() {}
    start() {}
    addEventListener() {}
    removeEventListener() {}
  }
  globalThis.MessageChannel = function MessageChannel() {
    this.port1 = new Port();
    this.port2 = new Port();
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  };
}

if (typeof window !== 'undefined') {
  // antd's responsive hooks (Grid, Table) query media features.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  // antd's Table (sticky header, virtual list) and rc-resize-observer observe sizes.
  if (!window.ResizeObserver) {
    class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    window.ResizeObserver = ResizeObserver;
    globalThis.ResizeObserver = ResizeObserver;
  }

  // antd's Table measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement.
  const original = window.getComputedStyle;
  window.getComputedStyle = (element) => original.call(window, element);
}
