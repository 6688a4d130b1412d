// Webpack turns an imported font file into its public URL.
declare module "*.woff2" {
  const url: string;
  export default url;
}
