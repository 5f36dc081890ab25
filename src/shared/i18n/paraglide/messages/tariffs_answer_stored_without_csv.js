/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Answer_Stored_Without_CsvInputs */

const en_tariffs_answer_stored_without_csv = /** @type {(inputs: Tariffs_Answer_Stored_Without_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff stored; no CSV file was sent, so no rates were imported`)
};

const es_tariffs_answer_stored_without_csv = /** @type {(inputs: Tariffs_Answer_Stored_Without_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa guardada; no se envió ningún archivo CSV, así que no se importaron precios`)
};

const en_xa2_tariffs_answer_stored_without_csv = /** @type {(inputs: Tariffs_Answer_Stored_Without_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ šţóŕéð; ñó ÇŠṼ ƒíļé ŵáš šéñţ, šó ñó ŕáţéš ŵéŕé íɱþóŕţéð ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Tariff stored; no CSV file was sent, so no rates were imported" |
*
* @param {Tariffs_Answer_Stored_Without_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_answer_stored_without_csv = /** @type {((inputs?: Tariffs_Answer_Stored_Without_CsvInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Answer_Stored_Without_CsvInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_answer_stored_without_csv(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_answer_stored_without_csv(inputs)
	return en_tariffs_answer_stored_without_csv(inputs)
});