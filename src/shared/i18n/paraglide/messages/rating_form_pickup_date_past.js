/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Pickup_Date_PastInputs */

const en_rating_form_pickup_date_past = /** @type {(inputs: Rating_Form_Pickup_Date_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup date cannot be in the past`)
};

const es_rating_form_pickup_date_past = /** @type {(inputs: Rating_Form_Pickup_Date_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de recogida no puede estar en el pasado`)
};

const en_xa2_rating_form_pickup_date_past = /** @type {(inputs: Rating_Form_Pickup_Date_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þíçķúþ ðáţé çáññóţ ƀé íñ ţĥé þášţ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The pickup date cannot be in the past" |
*
* @param {Rating_Form_Pickup_Date_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_past = /** @type {((inputs?: Rating_Form_Pickup_Date_PastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_Date_PastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_pickup_date_past(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_pickup_date_past(inputs)
	return en_rating_form_pickup_date_past(inputs)
});