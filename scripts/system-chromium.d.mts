export function systemChromium(): string;
