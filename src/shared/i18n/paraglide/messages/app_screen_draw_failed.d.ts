/**
* | output |
* | --- |
* | "{screen} could not show what it received" |
*
* @param {App_Screen_Draw_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_draw_failed: ((inputs: App_Screen_Draw_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Draw_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Screen_Draw_FailedInputs = {
    screen: NonNullable<unknown>;
};
