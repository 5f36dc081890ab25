/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rates: NonNullable<unknown> }} Rating_Table_CaptionInputs */

const en_rating_table_caption = /** @type {(inputs: Rating_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rates, ${i?.rates}`)
};

const es_rating_table_caption = /** @type {(inputs: Rating_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarifas, ${i?.rates}`)
};

const en_xa2_rating_table_caption = /** @type {(inputs: Rating_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš, ${i?.rates} ·~]`)
};

/**
* | output |
* | --- |
* | "Rates, {rates}" |
*
* @param {Rating_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_table_caption = /** @type {((inputs: Rating_Table_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Table_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_table_caption(inputs)
	if (locale === "en-XA") return en_xa2_rating_table_caption(inputs)
	return en_rating_table_caption(inputs)
});