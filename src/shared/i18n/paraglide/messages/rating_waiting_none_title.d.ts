/**
* | output |
* | --- |
* | "No rates yet" |
*
* @param {Rating_Waiting_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_none_title: ((inputs?: Rating_Waiting_None_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Waiting_None_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Waiting_None_TitleInputs = {};
