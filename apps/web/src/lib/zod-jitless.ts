import { config } from "zod/mini";

// The storefront's CSP allows no eval: zod would try `new Function` once to see whether it may
// compile its object checks, and Chrome logs that as a CSP issue on every page. Its interpreted
// checks are fast enough for what the browser validates (the stored cart, the forms).
config({ jitless: true });
