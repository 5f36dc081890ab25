/**
* | output |
* | --- |
* | "Freight Desk cannot start here" |
*
* @param {No_Bridge_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_title: ((inputs?: No_Bridge_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Bridge_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type No_Bridge_TitleInputs = {};
