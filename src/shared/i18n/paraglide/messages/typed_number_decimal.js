/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_DecimalInputs */

const en_typed_number_decimal = /** @type {(inputs: Typed_Number_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a number, such as 12.5`)
};

const es_typed_number_decimal = /** @type {(inputs: Typed_Number_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser un número, como 12,5`)
};

const en_xa2_typed_number_decimal = /** @type {(inputs: Typed_Number_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé á ñúɱƀéŕ, šúçĥ áš 12.5 ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{label} must be a number, such as 12.5" |
*
* @param {Typed_Number_DecimalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_decimal = /** @type {((inputs: Typed_Number_DecimalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Typed_Number_DecimalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_typed_number_decimal(inputs)
	if (locale === "en-XA") return en_xa2_typed_number_decimal(inputs)
	return en_typed_number_decimal(inputs)
});