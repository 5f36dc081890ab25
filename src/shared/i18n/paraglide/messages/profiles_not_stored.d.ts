/**
* | output |
* | --- |
* | "Not stored: edit to add them" |
*
* @param {Profiles_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_not_stored: ((inputs?: Profiles_Not_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Not_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Not_StoredInputs = {};
