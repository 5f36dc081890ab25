/**
* | output |
* | --- |
* | "Go to…" |
*
* @param {Topbar_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const topbar_go_to: ((inputs?: Topbar_Go_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topbar_Go_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topbar_Go_ToInputs = {};
