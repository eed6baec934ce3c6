// The apps' bundler (Vite) turns a CSS module into its class names.
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
