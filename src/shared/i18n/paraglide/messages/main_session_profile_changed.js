/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Session_Profile_ChangedInputs */

const en_main_session_profile_changed = /** @type {(inputs: Main_Session_Profile_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The active profile changed before this answer arrived, so it was set aside: it belongs to the other account. Load it again for the active profile.`)
};

const es_main_session_profile_changed = /** @type {(inputs: Main_Session_Profile_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El perfil activo cambió antes de que llegara esta respuesta, así que se ha descartado: pertenece a la otra cuenta. Vuelva a cargarla con el perfil activo.`)
};

const en_xa2_main_session_profile_changed = /** @type {(inputs: Main_Session_Profile_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áçţíṽé þŕóƒíļé çĥáñĝéð ƀéƒóŕé ţĥíš áñšŵéŕ áŕŕíṽéð, šó íţ ŵáš šéţ ášíðé: íţ ƀéļóñĝš ţó ţĥé óţĥéŕ áççóúñţ. Ļóáð íţ áĝáíñ ƒóŕ ţĥé áçţíṽé þŕóƒíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The active profile changed before this answer arrived, so it was set aside: it belongs to the other account. Load it again for the active profile." |
*
* @param {Main_Session_Profile_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_session_profile_changed = /** @type {((inputs?: Main_Session_Profile_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Session_Profile_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_session_profile_changed(inputs)
	if (locale === "en-XA") return en_xa2_main_session_profile_changed(inputs)
	return en_main_session_profile_changed(inputs)
});