/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} Rating_Form_Pickup_Date_InvalidInputs */

const en_rating_form_pickup_date_invalid = /** @type {(inputs: Rating_Form_Pickup_Date_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup date must be a date such as ${i?.example}`)
};

const es_rating_form_pickup_date_invalid = /** @type {(inputs: Rating_Form_Pickup_Date_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fecha de recogida debe ser una fecha como ${i?.example}`)
};

const en_xa2_rating_form_pickup_date_invalid = /** @type {(inputs: Rating_Form_Pickup_Date_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ðáţé ɱúšţ ƀé á ðáţé šúçĥ áš ${i?.example} ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pickup date must be a date such as {example}" |
*
* @param {Rating_Form_Pickup_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_invalid = /** @type {((inputs: Rating_Form_Pickup_Date_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_Date_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_pickup_date_invalid(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_pickup_date_invalid(inputs)
	return en_rating_form_pickup_date_invalid(inputs)
});