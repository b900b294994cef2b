export const chromiumPath: string;
export const chromiumFlags: string[];
export const chromiumLaunchOptions: {executablePath: string; args: string[]};
