import { hoistStyles } from './hoist-styles.js';

describe(hoistStyles.name, () => {
  it('takes every style element out of the markup, in their order', () => {
    const { styles, markup } = hoistStyles(
      '<div id="gb-first-screen">\n  <style>\n    .a { color: red; }\n  </style>\n  <p>Text</p>' +
        '<style media="screen">.b{}</style><p>More</p></div>',
    );
    expect(styles).toBe(
      '<style>\n    .a { color: red; }\n  </style><style media="screen">.b{}</style>',
    );
    expect(markup).toBe('<div id="gb-first-screen">\n  <p>Text</p><p>More</p></div>');
  });

  it('leaves markup without styles as it is', () => {
    expect(hoistStyles('<p>style</p>')).toEqual({ styles: '', markup: '<p>style</p>' });
  });
});
