/**
* | output |
* | --- |
* | "Part of this screen failed while showing what the freight service sent{detail}. Try again; if it keeps happening, report it with what you were doing." |
*
* @param {App_Screen_Failed_DrawingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_failed_drawing: ((inputs: App_Screen_Failed_DrawingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Failed_DrawingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Screen_Failed_DrawingInputs = {
    detail: NonNullable<unknown>;
};
