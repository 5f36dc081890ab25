/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Today_Change_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_pickup: ((inputs: Today_Change_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Change_PickupInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
