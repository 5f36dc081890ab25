/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Country_Group_ListedInputs */

const en_rating_country_group_listed = /** @type {(inputs: Rating_Country_Group_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal codes suggested`)
};

const es_rating_country_group_listed = /** @type {(inputs: Rating_Country_Group_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos postales sugeridos`)
};

const en_xa2_rating_country_group_listed = /** @type {(inputs: Rating_Country_Group_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðéš šúĝĝéšţéð ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Postal codes suggested" |
*
* @param {Rating_Country_Group_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country_group_listed = /** @type {((inputs?: Rating_Country_Group_ListedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Country_Group_ListedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_country_group_listed(inputs)
	if (locale === "en-XA") return en_xa2_rating_country_group_listed(inputs)
	return en_rating_country_group_listed(inputs)
});