/**
* | output |
* | --- |
* | "Quote {quote} for {customer}: bought at {buy}, margin {margin}, sold at {sell}" |
*
* @param {Tracking_Sell_Title_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_sell_title_customer: ((inputs: Tracking_Sell_Title_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Sell_Title_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Sell_Title_CustomerInputs = {
    quote: NonNullable<unknown>;
    customer: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
