/**
* | output |
* | --- |
* | "Opening {screen}…" |
*
* @param {App_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_opening: ((inputs: App_OpeningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_OpeningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_OpeningInputs = {
    screen: NonNullable<unknown>;
};
