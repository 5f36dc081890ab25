/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Rating_Csv_MarginInputs */

const en_rating_csv_margin = /** @type {(inputs: Rating_Csv_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margin ${i?.currency}`)
};

const es_rating_csv_margin = /** @type {(inputs: Rating_Csv_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margen ${i?.currency}`)
};

const en_xa2_rating_csv_margin = /** @type {(inputs: Rating_Csv_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ${i?.currency} ·~]`)
};

/**
* | output |
* | --- |
* | "Margin {currency}" |
*
* @param {Rating_Csv_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_margin = /** @type {((inputs: Rating_Csv_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_margin(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_margin(inputs)
	return en_rating_csv_margin(inputs)
});