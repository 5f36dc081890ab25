/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_UnitInputs */

const en_tariffs_col_unit = /** @type {(inputs: Tariffs_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

const es_tariffs_col_unit = /** @type {(inputs: Tariffs_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidad`)
};

const en_xa2_tariffs_col_unit = /** @type {(inputs: Tariffs_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñíţ ·]`)
};

/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Tariffs_Col_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_unit = /** @type {((inputs?: Tariffs_Col_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_unit(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_unit(inputs)
	return en_tariffs_col_unit(inputs)
});