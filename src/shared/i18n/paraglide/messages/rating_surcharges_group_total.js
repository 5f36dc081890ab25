/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Rating_Surcharges_Group_TotalInputs */

const en_rating_surcharges_group_total = /** @type {(inputs: Rating_Surcharges_Group_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.group}`)
};

const es_rating_surcharges_group_total = /** @type {(inputs: Rating_Surcharges_Group_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.group}`)
};

const en_xa2_rating_surcharges_group_total = /** @type {(inputs: Rating_Surcharges_Group_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ ${i?.group} ·~]`)
};

/**
* | output |
* | --- |
* | "Total {group}" |
*
* @param {Rating_Surcharges_Group_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_group_total = /** @type {((inputs: Rating_Surcharges_Group_TotalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_Group_TotalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_group_total(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_group_total(inputs)
	return en_rating_surcharges_group_total(inputs)
});