/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kg: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_KgInputs */

const en_rating_margin_part_per_kg = /** @type {(inputs: Rating_Margin_Part_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kg} kg × ${i?.unit} per kg = ${i?.amount}`)
};

const es_rating_margin_part_per_kg = /** @type {(inputs: Rating_Margin_Part_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kg} kg × ${i?.unit} por kg = ${i?.amount}`)
};

const en_xa2_rating_margin_part_per_kg = /** @type {(inputs: Rating_Margin_Part_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.kg} ķĝ × ${i?.unit} þéŕ ķĝ = ${i?.amount} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{kg} kg × {unit} per kg = {amount}" |
*
* @param {Rating_Margin_Part_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_kg = /** @type {((inputs: Rating_Margin_Part_Per_KgInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_Per_KgInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_part_per_kg(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_part_per_kg(inputs)
	return en_rating_margin_part_per_kg(inputs)
});