/**
* | output |
* | --- |
* | "release" |
*
* @param {Change_Stop_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_release: ((inputs?: Change_Stop_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Stop_ReleaseInputs = {};
