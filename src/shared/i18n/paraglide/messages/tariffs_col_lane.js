/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_LaneInputs */

const en_tariffs_col_lane = /** @type {(inputs: Tariffs_Col_LaneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lane`)
};

const es_tariffs_col_lane = /** @type {(inputs: Tariffs_Col_LaneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trayecto`)
};

const en_xa2_tariffs_col_lane = /** @type {(inputs: Tariffs_Col_LaneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñé ·]`)
};

/**
* | output |
* | --- |
* | "Lane" |
*
* @param {Tariffs_Col_LaneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_lane = /** @type {((inputs?: Tariffs_Col_LaneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_LaneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_lane(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_lane(inputs)
	return en_tariffs_col_lane(inputs)
});