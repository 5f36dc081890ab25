/**
* | output |
* | --- |
* | "{screen} could not be opened" |
*
* @param {App_Screen_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_open_failed: ((inputs: App_Screen_Open_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Open_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Screen_Open_FailedInputs = {
    screen: NonNullable<unknown>;
};
