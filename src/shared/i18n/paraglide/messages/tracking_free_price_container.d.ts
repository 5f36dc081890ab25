/**
* | output |
* | --- |
* | "{price} a day per container" |
*
* @param {Tracking_Free_Price_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_price_container: ((inputs: Tracking_Free_Price_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Price_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Price_ContainerInputs = {
    price: NonNullable<unknown>;
};
