/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Pickup_DateInputs */

const en_rating_form_pickup_date = /** @type {(inputs: Rating_Form_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date`)
};

const es_rating_form_pickup_date = /** @type {(inputs: Rating_Form_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de recogida`)
};

const en_xa2_rating_form_pickup_date = /** @type {(inputs: Rating_Form_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ðáţé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pickup date" |
*
* @param {Rating_Form_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date = /** @type {((inputs?: Rating_Form_Pickup_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_pickup_date(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_pickup_date(inputs)
	return en_rating_form_pickup_date(inputs)
});