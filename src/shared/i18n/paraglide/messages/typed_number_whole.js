/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_WholeInputs */

const en_typed_number_whole = /** @type {(inputs: Typed_Number_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a whole number, such as 2`)
};

const es_typed_number_whole = /** @type {(inputs: Typed_Number_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser un número entero, como 2`)
};

const en_xa2_typed_number_whole = /** @type {(inputs: Typed_Number_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ, šúçĥ áš 2 ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{label} must be a whole number, such as 2" |
*
* @param {Typed_Number_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_whole = /** @type {((inputs: Typed_Number_WholeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Typed_Number_WholeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_typed_number_whole(inputs)
	if (locale === "en-XA") return en_xa2_typed_number_whole(inputs)
	return en_typed_number_whole(inputs)
});