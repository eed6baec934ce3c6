// The global styles come first, so that the components' own styles can refine them.
import "@shop/ui/styles/tokens.css";
import "./styles/tokens.css";
import "@shop/ui/styles/global.css";
import "./styles/global.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "./app/router";
import { sendToSignInWhenSessionEnds } from "./app/session/session-end";
import { queryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

sendToSignInWhenSessionEnds(router);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
