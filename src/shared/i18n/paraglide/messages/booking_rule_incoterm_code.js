/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, codes: NonNullable<unknown> }} Booking_Rule_Incoterm_CodeInputs */

const en_booking_rule_incoterm_code = /** @type {(inputs: Booking_Rule_Incoterm_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be an Incoterms 2020 code (${i?.codes})`)
};

const es_booking_rule_incoterm_code = /** @type {(inputs: Booking_Rule_Incoterm_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser un código Incoterms 2020 (${i?.codes})`)
};

const en_xa2_booking_rule_incoterm_code = /** @type {(inputs: Booking_Rule_Incoterm_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé áñ Íñçóţéŕɱš 2020 çóðé (${i?.codes}) ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{label} must be an Incoterms 2020 code ({codes})" |
*
* @param {Booking_Rule_Incoterm_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_incoterm_code = /** @type {((inputs: Booking_Rule_Incoterm_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_Incoterm_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_incoterm_code(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_incoterm_code(inputs)
	return en_booking_rule_incoterm_code(inputs)
});