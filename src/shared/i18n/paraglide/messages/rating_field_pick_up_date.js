/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_Pick_Up_DateInputs */

const en_rating_field_pick_up_date = /** @type {(inputs: Rating_Field_Pick_Up_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup date`)
};

const es_rating_field_pick_up_date = /** @type {(inputs: Rating_Field_Pick_Up_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la fecha de recogida`)
};

const en_xa2_rating_field_pick_up_date = /** @type {(inputs: Rating_Field_Pick_Up_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þíçķúþ ðáţé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "pickup date" |
*
* @param {Rating_Field_Pick_Up_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_pick_up_date = /** @type {((inputs?: Rating_Field_Pick_Up_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_Pick_Up_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_pick_up_date(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_pick_up_date(inputs)
	return en_rating_field_pick_up_date(inputs)
});