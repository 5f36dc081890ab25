/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Check_TariffsInputs */

const en_op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tariff report of the contract (Tariffs)`)
};

const es_op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el informe de tarifas del contrato (Tarifas)`)
};

const en_xa2_op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ţáŕíƒƒ ŕéþóŕţ óƒ ţĥé çóñţŕáçţ (Ţáŕíƒƒš) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the tariff report of the contract (Tariffs)" |
*
* @param {Op_Check_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_tariffs = /** @type {((inputs?: Op_Check_TariffsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_TariffsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_check_tariffs(inputs)
	if (locale === "en-XA") return en_xa2_op_check_tariffs(inputs)
	return en_op_check_tariffs(inputs)
});