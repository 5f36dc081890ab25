/**
* | output |
* | --- |
* | "Not bookable: the service did not say the shipment type." |
*
* @param {Quotes_Not_Bookable_No_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_no_type: ((inputs?: Quotes_Not_Bookable_No_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_Bookable_No_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Not_Bookable_No_TypeInputs = {};
