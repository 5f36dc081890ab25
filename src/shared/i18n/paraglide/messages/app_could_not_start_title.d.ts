/**
* | output |
* | --- |
* | "{app} could not start" |
*
* @param {App_Could_Not_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_could_not_start_title: ((inputs: App_Could_Not_Start_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Could_Not_Start_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Could_Not_Start_TitleInputs = {
    app: NonNullable<unknown>;
};
