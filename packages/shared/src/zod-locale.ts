import { z } from "zod";

// Messages of schemas without their own text come out in Portuguese, on both sides.
z.config(z.locales.pt());
