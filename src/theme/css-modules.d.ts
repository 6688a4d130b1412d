// CSS modules (`*.module.css`): Gatsby's css-loader exports each class as a named export.
// Names are not typed one by one; src/theme/__tests__/css.node.test.ts checks instead that every
// class a component reads exists in its stylesheet and that every class in a stylesheet is read.
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
