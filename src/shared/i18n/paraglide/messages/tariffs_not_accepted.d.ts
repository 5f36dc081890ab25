/**
* | output |
* | --- |
* | "The service did not accept the tariff." |
*
* @param {Tariffs_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_not_accepted: ((inputs?: Tariffs_Not_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Not_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Not_AcceptedInputs = {};
