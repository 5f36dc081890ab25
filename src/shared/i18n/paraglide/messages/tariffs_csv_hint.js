/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Csv_HintInputs */

const en_tariffs_csv_hint = /** @type {(inputs: Tariffs_Csv_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A CSV tariff has one row per cost (rows with the same lane, container and dates make one rate). Its first line is this header:`)
};

const es_tariffs_csv_hint = /** @type {(inputs: Tariffs_Csv_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una tarifa CSV tiene una fila por coste (las filas con el mismo trayecto, contenedor y fechas forman un precio). Su primera línea es esta cabecera:`)
};

const en_xa2_tariffs_csv_hint = /** @type {(inputs: Tariffs_Csv_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ÇŠṼ ţáŕíƒƒ ĥáš óñé ŕóŵ þéŕ çóšţ (ŕóŵš ŵíţĥ ţĥé šáɱé ļáñé, çóñţáíñéŕ áñð ðáţéš ɱáķé óñé ŕáţé). Íţš ƒíŕšţ ļíñé íš ţĥíš ĥéáðéŕ: ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A CSV tariff has one row per cost (rows with the same lane, container and dates make one rate). Its first line is this header:" |
*
* @param {Tariffs_Csv_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_hint = /** @type {((inputs?: Tariffs_Csv_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_hint(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_hint(inputs)
	return en_tariffs_csv_hint(inputs)
});