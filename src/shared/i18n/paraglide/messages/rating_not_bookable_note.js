/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Rating_Not_Bookable_NoteInputs */

const en_rating_not_bookable_note = /** @type {(inputs: Rating_Not_Bookable_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Saving a rate keeps its price as a quote, with its PDF.`)
};

const es_rating_not_bookable_note = /** @type {(inputs: Rating_Not_Bookable_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Al guardar una tarifa, su precio queda como cotización, con su PDF.`)
};

const en_xa2_rating_not_bookable_note = /** @type {(inputs: Rating_Not_Bookable_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.reason} Šáṽíñĝ á ŕáţé ķééþš íţš þŕíçé áš á ǫúóţé, ŵíţĥ íţš ÞÐƑ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{reason} Saving a rate keeps its price as a quote, with its PDF." |
*
* @param {Rating_Not_Bookable_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_not_bookable_note = /** @type {((inputs: Rating_Not_Bookable_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Not_Bookable_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_not_bookable_note(inputs)
	if (locale === "en-XA") return en_xa2_rating_not_bookable_note(inputs)
	return en_rating_not_bookable_note(inputs)
});