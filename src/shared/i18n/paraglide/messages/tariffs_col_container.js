/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_ContainerInputs */

const en_tariffs_col_container = /** @type {(inputs: Tariffs_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container`)
};

const es_tariffs_col_container = /** @type {(inputs: Tariffs_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedor`)
};

const en_xa2_tariffs_col_container = /** @type {(inputs: Tariffs_Col_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Container" |
*
* @param {Tariffs_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_container = /** @type {((inputs?: Tariffs_Col_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_container(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_container(inputs)
	return en_tariffs_col_container(inputs)
});