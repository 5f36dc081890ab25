/**
* | output |
* | --- |
* | "The service does not price in {currency}; use one of {currencies}" |
*
* @param {Service_Said_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_currency: ((inputs: Service_Said_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_CurrencyInputs = {
    currency: NonNullable<unknown>;
    currencies: NonNullable<unknown>;
};
