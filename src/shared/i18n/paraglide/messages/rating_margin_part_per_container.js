/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_ContainerInputs */

const en_rating_margin_part_per_container = /** @type {(inputs: Rating_Margin_Part_Per_ContainerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} container × ${i?.unit} per container = ${i?.amount}`);
	return /** @type {LocalizedString} */ (`${i?.shown} containers × ${i?.unit} per container = ${i?.amount}`)
	
};

const es_rating_margin_part_per_container = /** @type {(inputs: Rating_Margin_Part_Per_ContainerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} contenedor × ${i?.unit} por contenedor = ${i?.amount}`);
	return /** @type {LocalizedString} */ (`${i?.shown} contenedores × ${i?.unit} por contenedor = ${i?.amount}`)
	
};

const en_xa2_rating_margin_part_per_container = /** @type {(inputs: Rating_Margin_Part_Per_ContainerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕ × ${i?.unit} þéŕ çóñţáíñéŕ = ${i?.amount} ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çóñţáíñéŕš × ${i?.unit} þéŕ çóñţáíñéŕ = ${i?.amount} ·~ ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container × {unit} per container = {amount}" |
* | * | "{shown} containers × {unit} per container = {amount}" |
*
* @param {Rating_Margin_Part_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_container = /** @type {((inputs: Rating_Margin_Part_Per_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_Per_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_part_per_container(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_part_per_container(inputs)
	return en_rating_margin_part_per_container(inputs)
});