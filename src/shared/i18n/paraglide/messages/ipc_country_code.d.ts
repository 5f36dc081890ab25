/**
* | output |
* | --- |
* | "expected a country code (ISO 3166-1 alpha-2)" |
*
* @param {Ipc_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_country_code: ((inputs?: Ipc_Country_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Country_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Country_CodeInputs = {};
