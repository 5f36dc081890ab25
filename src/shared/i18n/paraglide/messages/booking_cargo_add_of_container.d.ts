/**
* | output |
* | --- |
* | "Add cargo line of container {container}" |
*
* @param {Booking_Cargo_Add_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_add_of_container: ((inputs: Booking_Cargo_Add_Of_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cargo_Add_Of_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cargo_Add_Of_ContainerInputs = {
    container: NonNullable<unknown>;
};
