export const app_name: (inputs: App_NameInputs) => LocalizedString;
export const app_opening: (inputs: App_OpeningInputs) => LocalizedString;
export const app_part_failed_to_load: (inputs: App_Part_Failed_To_LoadInputs) => LocalizedString;
export const app_screen_draw_failed: (inputs: App_Screen_Draw_FailedInputs) => LocalizedString;
export const app_screen_failed_drawing: (inputs: App_Screen_Failed_DrawingInputs) => LocalizedString;
export const app_screen_open_failed: (inputs: App_Screen_Open_FailedInputs) => LocalizedString;
export const app_skip_to_content: (inputs: App_Skip_To_ContentInputs) => LocalizedString;
export const appearance_dark: (inputs: Appearance_DarkInputs) => LocalizedString;
export const appearance_description: (inputs: Appearance_DescriptionInputs) => LocalizedString;
export const appearance_language: (inputs: Appearance_LanguageInputs) => LocalizedString;
export const appearance_language_hint: (inputs: Appearance_Language_HintInputs) => LocalizedString;
export const appearance_language_save_failed: (inputs: Appearance_Language_Save_FailedInputs) => LocalizedString;
export const appearance_light: (inputs: Appearance_LightInputs) => LocalizedString;
export const appearance_read_failed: (inputs: Appearance_Read_FailedInputs) => LocalizedString;
export const appearance_system: (inputs: Appearance_SystemInputs) => LocalizedString;
export const appearance_theme: (inputs: Appearance_ThemeInputs) => LocalizedString;
export const appearance_theme_hint: (inputs: Appearance_Theme_HintInputs) => LocalizedString;
export const appearance_theme_save_failed: (inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString;
export const appearance_title: (inputs: Appearance_TitleInputs) => LocalizedString;
export const as_of: (inputs: As_OfInputs) => LocalizedString;
export const as_of_not_fetched: (inputs: As_Of_Not_FetchedInputs) => LocalizedString;
export const as_of_saved: (inputs: As_Of_SavedInputs) => LocalizedString;
export const autocomplete_none_found: (inputs: Autocomplete_None_FoundInputs) => LocalizedString;
export const autocomplete_saved_answer: (inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString;
export const autocomplete_searching: (inputs: Autocomplete_SearchingInputs) => LocalizedString;
export const autocomplete_suggestions: (inputs: Autocomplete_SuggestionsInputs) => LocalizedString;
export const basket_remove: (inputs: Basket_RemoveInputs) => LocalizedString;
export const basket_remove_file: (inputs: Basket_Remove_FileInputs) => LocalizedString;
export const cancel: (inputs: CancelInputs) => LocalizedString;
export const change_counted_added: (inputs: Change_Counted_AddedInputs) => LocalizedString;
export const change_counted_customs: (inputs: Change_Counted_CustomsInputs) => LocalizedString;
export const change_counted_delivery_date: (inputs: Change_Counted_Delivery_DateInputs) => LocalizedString;
export const change_counted_documents_changed: (inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString;
export const change_counted_documents_uploaded: (inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString;
export const change_counted_documents_validated: (inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString;
export const change_counted_free_time_past: (inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString;
export const change_counted_free_time_soon: (inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString;
export const change_counted_messages: (inputs: Change_Counted_MessagesInputs) => LocalizedString;
export const change_counted_pickup_date: (inputs: Change_Counted_Pickup_DateInputs) => LocalizedString;
export const change_counted_status: (inputs: Change_Counted_StatusInputs) => LocalizedString;
export const change_counted_unlisted: (inputs: Change_Counted_UnlistedInputs) => LocalizedString;
export const change_document_no_longer_uploaded: (inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString;
export const change_document_status: (inputs: Change_Document_StatusInputs) => LocalizedString;
export const change_document_status_removed: (inputs: Change_Document_Status_RemovedInputs) => LocalizedString;
export const change_document_unnamed: (inputs: Change_Document_UnnamedInputs) => LocalizedString;
export const change_document_uploaded: (inputs: Change_Document_UploadedInputs) => LocalizedString;
export const change_document_validated: (inputs: Change_Document_ValidatedInputs) => LocalizedString;
export const change_free_time: (inputs: Change_Free_TimeInputs) => LocalizedString;
export const change_free_time_past: (inputs: Change_Free_Time_PastInputs) => LocalizedString;
export const change_free_time_past_unreported: (inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString;
export const change_free_time_soon: (inputs: Change_Free_Time_SoonInputs) => LocalizedString;
export const change_free_time_soon_unreported: (inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString;
export const change_kind_added: (inputs: Change_Kind_AddedInputs) => LocalizedString;
export const change_kind_added_hint: (inputs: Change_Kind_Added_HintInputs) => LocalizedString;
export const change_kind_customs: (inputs: Change_Kind_CustomsInputs) => LocalizedString;
export const change_kind_customs_hint: (inputs: Change_Kind_Customs_HintInputs) => LocalizedString;
export const change_kind_delivery_date: (inputs: Change_Kind_Delivery_DateInputs) => LocalizedString;
export const change_kind_delivery_date_hint: (inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString;
export const change_kind_documents: (inputs: Change_Kind_DocumentsInputs) => LocalizedString;
export const change_kind_documents_hint: (inputs: Change_Kind_Documents_HintInputs) => LocalizedString;
export const change_kind_free_time: (inputs: Change_Kind_Free_TimeInputs) => LocalizedString;
export const change_kind_free_time_hint: (inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString;
export const change_kind_messages: (inputs: Change_Kind_MessagesInputs) => LocalizedString;
export const change_kind_messages_hint: (inputs: Change_Kind_Messages_HintInputs) => LocalizedString;
export const change_kind_pickup_date: (inputs: Change_Kind_Pickup_DateInputs) => LocalizedString;
export const change_kind_pickup_date_hint: (inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString;
export const change_kind_status: (inputs: Change_Kind_StatusInputs) => LocalizedString;
export const change_kind_status_hint: (inputs: Change_Kind_Status_HintInputs) => LocalizedString;
export const change_kind_unlisted: (inputs: Change_Kind_UnlistedInputs) => LocalizedString;
export const change_kind_unlisted_hint: (inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString;
export const change_stop_discharge: (inputs: Change_Stop_DischargeInputs) => LocalizedString;
export const change_stop_empty_return: (inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString;
export const change_stop_release: (inputs: Change_Stop_ReleaseInputs) => LocalizedString;
export const choose_files: (inputs: Choose_FilesInputs) => LocalizedString;
export const choose_none: (inputs: Choose_NoneInputs) => LocalizedString;
export const company_choose_logo: (inputs: Company_Choose_LogoInputs) => LocalizedString;
export const company_description: (inputs: Company_DescriptionInputs) => LocalizedString;
export const company_logo: (inputs: Company_LogoInputs) => LocalizedString;
export const company_logo_alt: (inputs: Company_Logo_AltInputs) => LocalizedString;
export const company_logo_facts: (inputs: Company_Logo_FactsInputs) => LocalizedString;
export const company_logo_limits: (inputs: Company_Logo_LimitsInputs) => LocalizedString;
export const company_name: (inputs: Company_NameInputs) => LocalizedString;
export const company_name_hint: (inputs: Company_Name_HintInputs) => LocalizedString;
export const company_name_save_failed: (inputs: Company_Name_Save_FailedInputs) => LocalizedString;
export const company_no_logo: (inputs: Company_No_LogoInputs) => LocalizedString;
export const company_remove_logo: (inputs: Company_Remove_LogoInputs) => LocalizedString;
export const company_replace_logo: (inputs: Company_Replace_LogoInputs) => LocalizedString;
export const company_save_name: (inputs: Company_Save_NameInputs) => LocalizedString;
export const company_title: (inputs: Company_TitleInputs) => LocalizedString;
export const connection_checking: (inputs: Connection_CheckingInputs) => LocalizedString;
export const copy_done: (inputs: Copy_DoneInputs) => LocalizedString;
export const copy_failed: (inputs: Copy_FailedInputs) => LocalizedString;
export const copy_what: (inputs: Copy_WhatInputs) => LocalizedString;
export const date_day_letters: (inputs: Date_Day_LettersInputs) => LocalizedString;
export const date_month_letters: (inputs: Date_Month_LettersInputs) => LocalizedString;
export const date_year_letters: (inputs: Date_Year_LettersInputs) => LocalizedString;
export const dismiss: (inputs: DismissInputs) => LocalizedString;
export const documents_about_for: (inputs: Documents_About_ForInputs) => LocalizedString;
export const documents_about_of: (inputs: Documents_About_OfInputs) => LocalizedString;
export const documents_announce_failed: (inputs: Documents_Announce_FailedInputs) => LocalizedString;
export const documents_announce_finished: (inputs: Documents_Announce_FinishedInputs) => LocalizedString;
export const documents_announce_unknown: (inputs: Documents_Announce_UnknownInputs) => LocalizedString;
export const documents_announce_uploaded: (inputs: Documents_Announce_UploadedInputs) => LocalizedString;
export const documents_choose_document: (inputs: Documents_Choose_DocumentInputs) => LocalizedString;
export const documents_choose_document_placeholder: (inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString;
export const documents_choose_files: (inputs: Documents_Choose_FilesInputs) => LocalizedString;
export const documents_choose_for: (inputs: Documents_Choose_ForInputs) => LocalizedString;
export const documents_clear: (inputs: Documents_ClearInputs) => LocalizedString;
export const documents_clear_finished: (inputs: Documents_Clear_FinishedInputs) => LocalizedString;
export const documents_download: (inputs: Documents_DownloadInputs) => LocalizedString;
export const documents_drop_hint: (inputs: Documents_Drop_HintInputs) => LocalizedString;
export const documents_drop_panel: (inputs: Documents_Drop_PanelInputs) => LocalizedString;
export const documents_drop_row: (inputs: Documents_Drop_RowInputs) => LocalizedString;
export const documents_empty_text: (inputs: Documents_Empty_TextInputs) => LocalizedString;
export const documents_empty_title: (inputs: Documents_Empty_TitleInputs) => LocalizedString;
export const documents_file_not_here: (inputs: Documents_File_Not_HereInputs) => LocalizedString;
export const documents_file_save_cancelled: (inputs: Documents_File_Save_CancelledInputs) => LocalizedString;
export const documents_file_save_failed: (inputs: Documents_File_Save_FailedInputs) => LocalizedString;
export const documents_load_failed: (inputs: Documents_Load_FailedInputs) => LocalizedString;
export const documents_loading: (inputs: Documents_LoadingInputs) => LocalizedString;
export const documents_none_text: (inputs: Documents_None_TextInputs) => LocalizedString;
export const documents_none_title: (inputs: Documents_None_TitleInputs) => LocalizedString;
export const documents_not_uploaded: (inputs: Documents_Not_UploadedInputs) => LocalizedString;
export const documents_offline_action: (inputs: Documents_Offline_ActionInputs) => LocalizedString;
export const documents_offline_announce: (inputs: Documents_Offline_AnnounceInputs) => LocalizedString;
export const documents_optional: (inputs: Documents_OptionalInputs) => LocalizedString;
export const documents_other_shipment_error: (inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString;
export const documents_other_shipment_note: (inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString;
export const documents_panel_description: (inputs: Documents_Panel_DescriptionInputs) => LocalizedString;
export const documents_panel_title: (inputs: Documents_Panel_TitleInputs) => LocalizedString;
export const documents_phase_done: (inputs: Documents_Phase_DoneInputs) => LocalizedString;
export const documents_phase_failed: (inputs: Documents_Phase_FailedInputs) => LocalizedString;
export const documents_phase_reading: (inputs: Documents_Phase_ReadingInputs) => LocalizedString;
export const documents_phase_ready: (inputs: Documents_Phase_ReadyInputs) => LocalizedString;
export const documents_phase_refused: (inputs: Documents_Phase_RefusedInputs) => LocalizedString;
export const documents_phase_sending: (inputs: Documents_Phase_SendingInputs) => LocalizedString;
export const documents_phase_unknown: (inputs: Documents_Phase_UnknownInputs) => LocalizedString;
export const documents_phase_waiting: (inputs: Documents_Phase_WaitingInputs) => LocalizedString;
export const documents_picker_caption_recent: (inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString;
export const documents_picker_caption_search: (inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString;
export const documents_picker_change: (inputs: Documents_Picker_ChangeInputs) => LocalizedString;
export const documents_picker_code_label: (inputs: Documents_Picker_Code_LabelInputs) => LocalizedString;
export const documents_picker_code_placeholder: (inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString;
export const documents_picker_col_actions: (inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString;
export const documents_picker_col_pickup: (inputs: Documents_Picker_Col_PickupInputs) => LocalizedString;
export const documents_picker_col_route: (inputs: Documents_Picker_Col_RouteInputs) => LocalizedString;
export const documents_picker_col_shipment: (inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString;
export const documents_picker_col_type: (inputs: Documents_Picker_Col_TypeInputs) => LocalizedString;
export const documents_picker_description: (inputs: Documents_Picker_DescriptionInputs) => LocalizedString;
export const documents_picker_find: (inputs: Documents_Picker_FindInputs) => LocalizedString;
export const documents_picker_keep: (inputs: Documents_Picker_KeepInputs) => LocalizedString;
export const documents_picker_list_failed: (inputs: Documents_Picker_List_FailedInputs) => LocalizedString;
export const documents_picker_listed: (inputs: Documents_Picker_ListedInputs) => LocalizedString;
export const documents_picker_loading_recent: (inputs: Documents_Picker_Loading_RecentInputs) => LocalizedString;
export const documents_picker_looking_for: (inputs: Documents_Picker_Looking_ForInputs) => LocalizedString;
export const documents_picker_looking_up: (inputs: Documents_Picker_Looking_UpInputs) => LocalizedString;
export const documents_picker_matching: (inputs: Documents_Picker_MatchingInputs) => LocalizedString;
export const documents_picker_most_recent: (inputs: Documents_Picker_Most_RecentInputs) => LocalizedString;
export const documents_picker_no_match: (inputs: Documents_Picker_No_MatchInputs) => LocalizedString;
export const documents_picker_none: (inputs: Documents_Picker_NoneInputs) => LocalizedString;
export const documents_picker_none_text: (inputs: Documents_Picker_None_TextInputs) => LocalizedString;
export const documents_picker_open_tracking: (inputs: Documents_Picker_Open_TrackingInputs) => LocalizedString;
export const documents_picker_show: (inputs: Documents_Picker_ShowInputs) => LocalizedString;
export const documents_picker_title: (inputs: Documents_Picker_TitleInputs) => LocalizedString;
export const documents_progress_count: (inputs: Documents_Progress_CountInputs) => LocalizedString;
export const documents_progress_text: (inputs: Documents_Progress_TextInputs) => LocalizedString;
export const documents_quoted: (inputs: Documents_QuotedInputs) => LocalizedString;
export const documents_ready_announce: (inputs: Documents_Ready_AnnounceInputs) => LocalizedString;
export const documents_refused_announce: (inputs: Documents_Refused_AnnounceInputs) => LocalizedString;
export const documents_reload: (inputs: Documents_ReloadInputs) => LocalizedString;
export const documents_reload_checklist: (inputs: Documents_Reload_ChecklistInputs) => LocalizedString;
export const documents_required: (inputs: Documents_RequiredInputs) => LocalizedString;
export const documents_staged_as: (inputs: Documents_Staged_AsInputs) => LocalizedString;
export const documents_staged_offline: (inputs: Documents_Staged_OfflineInputs) => LocalizedString;
export const documents_staged_text: (inputs: Documents_Staged_TextInputs) => LocalizedString;
export const documents_staged_title: (inputs: Documents_Staged_TitleInputs) => LocalizedString;
export const documents_summary_busy: (inputs: Documents_Summary_BusyInputs) => LocalizedString;
export const documents_summary_done: (inputs: Documents_Summary_DoneInputs) => LocalizedString;
export const documents_summary_failed: (inputs: Documents_Summary_FailedInputs) => LocalizedString;
export const documents_summary_ready: (inputs: Documents_Summary_ReadyInputs) => LocalizedString;
export const documents_summary_refused: (inputs: Documents_Summary_RefusedInputs) => LocalizedString;
export const documents_summary_unknown: (inputs: Documents_Summary_UnknownInputs) => LocalizedString;
export const documents_table_caption: (inputs: Documents_Table_CaptionInputs) => LocalizedString;
export const documents_table_col_actions: (inputs: Documents_Table_Col_ActionsInputs) => LocalizedString;
export const documents_table_col_document: (inputs: Documents_Table_Col_DocumentInputs) => LocalizedString;
export const documents_table_col_observations: (inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString;
export const documents_table_col_status: (inputs: Documents_Table_Col_StatusInputs) => LocalizedString;
export const documents_target_optional: (inputs: Documents_Target_OptionalInputs) => LocalizedString;
export const documents_target_optional_uploaded: (inputs: Documents_Target_Optional_UploadedInputs) => LocalizedString;
export const documents_target_required: (inputs: Documents_Target_RequiredInputs) => LocalizedString;
export const documents_target_required_uploaded: (inputs: Documents_Target_Required_UploadedInputs) => LocalizedString;
export const documents_template: (inputs: Documents_TemplateInputs) => LocalizedString;
export const documents_template_file: (inputs: Documents_Template_FileInputs) => LocalizedString;
export const documents_template_save_cancelled: (inputs: Documents_Template_Save_CancelledInputs) => LocalizedString;
export const documents_template_save_failed: (inputs: Documents_Template_Save_FailedInputs) => LocalizedString;
export const documents_the_document: (inputs: Documents_The_DocumentInputs) => LocalizedString;
export const documents_this_shipment: (inputs: Documents_This_ShipmentInputs) => LocalizedString;
export const documents_unknown_many: (inputs: Documents_Unknown_ManyInputs) => LocalizedString;
export const documents_unknown_one: (inputs: Documents_Unknown_OneInputs) => LocalizedString;
export const documents_unknown_text: (inputs: Documents_Unknown_TextInputs) => LocalizedString;
export const documents_unnamed: (inputs: Documents_UnnamedInputs) => LocalizedString;
export const documents_upload: (inputs: Documents_UploadInputs) => LocalizedString;
export const documents_upload_again: (inputs: Documents_Upload_AgainInputs) => LocalizedString;
export const documents_upload_files: (inputs: Documents_Upload_FilesInputs) => LocalizedString;
export const documents_upload_limit: (inputs: Documents_Upload_LimitInputs) => LocalizedString;
export const documents_upload_not_accepted: (inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString;
export const documents_upload_unknown_reason: (inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString;
export const documents_uploaded_at: (inputs: Documents_Uploaded_AtInputs) => LocalizedString;
export const documents_uploading_as: (inputs: Documents_Uploading_AsInputs) => LocalizedString;
export const documents_uploads_title: (inputs: Documents_Uploads_TitleInputs) => LocalizedString;
export const draft_discard: (inputs: Draft_DiscardInputs) => LocalizedString;
export const draft_restored_from: (inputs: Draft_Restored_FromInputs) => LocalizedString;
export const draft_saved: (inputs: Draft_SavedInputs) => LocalizedString;
export const edit: (inputs: EditInputs) => LocalizedString;
export const empty_state_kept: (inputs: Empty_State_KeptInputs) => LocalizedString;
export const error_retries_itself: (inputs: Error_Retries_ItselfInputs) => LocalizedString;
export const export_agency: (inputs: Export_AgencyInputs) => LocalizedString;
export const export_code: (inputs: Export_CodeInputs) => LocalizedString;
export const export_currency: (inputs: Export_CurrencyInputs) => LocalizedString;
export const export_currency_not_stated: (inputs: Export_Currency_Not_StatedInputs) => LocalizedString;
export const export_delivery: (inputs: Export_DeliveryInputs) => LocalizedString;
export const export_destination: (inputs: Export_DestinationInputs) => LocalizedString;
export const export_free_time_charged: (inputs: Export_Free_Time_ChargedInputs) => LocalizedString;
export const export_free_time_currency: (inputs: Export_Free_Time_CurrencyInputs) => LocalizedString;
export const export_last_free_day: (inputs: Export_Last_Free_DayInputs) => LocalizedString;
export const export_not_known: (inputs: Export_Not_KnownInputs) => LocalizedString;
export const export_origin: (inputs: Export_OriginInputs) => LocalizedString;
export const export_pickup: (inputs: Export_PickupInputs) => LocalizedString;
export const export_price: (inputs: Export_PriceInputs) => LocalizedString;
export const export_status: (inputs: Export_StatusInputs) => LocalizedString;
export const failure_address_unreachable: (inputs: Failure_Address_UnreachableInputs) => LocalizedString;
export const failure_ask_access: (inputs: Failure_Ask_AccessInputs) => LocalizedString;
export const failure_body_timeout: (inputs: Failure_Body_TimeoutInputs) => LocalizedString;
export const failure_broke: (inputs: Failure_BrokeInputs) => LocalizedString;
export const failure_broke_attempts: (inputs: Failure_Broke_AttemptsInputs) => LocalizedString;
export const failure_broke_unknown: (inputs: Failure_Broke_UnknownInputs) => LocalizedString;
export const failure_cancelled: (inputs: Failure_CancelledInputs) => LocalizedString;
export const failure_check_base_url: (inputs: Failure_Check_Base_UrlInputs) => LocalizedString;
export const failure_check_connection: (inputs: Failure_Check_ConnectionInputs) => LocalizedString;
export const failure_closed: (inputs: Failure_ClosedInputs) => LocalizedString;
export const failure_connect_timeout: (inputs: Failure_Connect_TimeoutInputs) => LocalizedString;
export const failure_connection_refused: (inputs: Failure_Connection_RefusedInputs) => LocalizedString;
export const failure_forbidden: (inputs: Failure_ForbiddenInputs) => LocalizedString;
export const failure_headers_timeout: (inputs: Failure_Headers_TimeoutInputs) => LocalizedString;
export const failure_input_invalid: (inputs: Failure_Input_InvalidInputs) => LocalizedString;
export const failure_internal: (inputs: Failure_InternalInputs) => LocalizedString;
export const failure_it_said: (inputs: Failure_It_SaidInputs) => LocalizedString;
export const failure_more_problems: (inputs: Failure_More_ProblemsInputs) => LocalizedString;
export const failure_no_such_address: (inputs: Failure_No_Such_AddressInputs) => LocalizedString;
export const failure_not_found: (inputs: Failure_Not_FoundInputs) => LocalizedString;
export const failure_not_found_changed: (inputs: Failure_Not_Found_ChangedInputs) => LocalizedString;
export const failure_not_found_check_id: (inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString;
export const failure_not_sent_parameter: (inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString;
export const failure_not_sent_request: (inputs: Failure_Not_Sent_RequestInputs) => LocalizedString;
export const failure_refused: (inputs: Failure_RefusedInputs) => LocalizedString;
export const failure_refused_no_reason: (inputs: Failure_Refused_No_ReasonInputs) => LocalizedString;
export const failure_rejected_reason: (inputs: Failure_Rejected_ReasonInputs) => LocalizedString;
export const failure_rejected_status: (inputs: Failure_Rejected_StatusInputs) => LocalizedString;
export const failure_report_if_again: (inputs: Failure_Report_If_AgainInputs) => LocalizedString;
export const failure_request_timeout: (inputs: Failure_Request_TimeoutInputs) => LocalizedString;
export const failure_server: (inputs: Failure_ServerInputs) => LocalizedString;
export const failure_server_attempts: (inputs: Failure_Server_AttemptsInputs) => LocalizedString;
export const failure_server_reported: (inputs: Failure_Server_ReportedInputs) => LocalizedString;
export const failure_too_large: (inputs: Failure_Too_LargeInputs) => LocalizedString;
export const failure_too_large_refused: (inputs: Failure_Too_Large_RefusedInputs) => LocalizedString;
export const failure_too_large_unknown: (inputs: Failure_Too_Large_UnknownInputs) => LocalizedString;
export const failure_too_many_requests: (inputs: Failure_Too_Many_RequestsInputs) => LocalizedString;
export const failure_too_many_requests_wait: (inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString;
export const failure_try_after: (inputs: Failure_Try_AfterInputs) => LocalizedString;
export const failure_try_later: (inputs: Failure_Try_LaterInputs) => LocalizedString;
export const failure_unauthorized: (inputs: Failure_UnauthorizedInputs) => LocalizedString;
export const failure_unexpected_status: (inputs: Failure_Unexpected_StatusInputs) => LocalizedString;
export const failure_unknown_channel: (inputs: Failure_Unknown_ChannelInputs) => LocalizedString;
export const failure_unknown_outcome: (inputs: Failure_Unknown_OutcomeInputs) => LocalizedString;
export const failure_unreadable: (inputs: Failure_UnreadableInputs) => LocalizedString;
export const failure_unreadable_accepted: (inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString;
export const loading: (inputs: LoadingInputs) => LocalizedString;
export const logs_description: (inputs: Logs_DescriptionInputs) => LocalizedString;
export const logs_show_failed: (inputs: Logs_Show_FailedInputs) => LocalizedString;
export const logs_title: (inputs: Logs_TitleInputs) => LocalizedString;
export const lookups_airports_col_iata: (inputs: Lookups_Airports_Col_IataInputs) => LocalizedString;
export const lookups_airports_could_not: (inputs: Lookups_Airports_Could_NotInputs) => LocalizedString;
export const lookups_airports_count: (inputs: Lookups_Airports_CountInputs) => LocalizedString;
export const lookups_airports_description: (inputs: Lookups_Airports_DescriptionInputs) => LocalizedString;
export const lookups_airports_empty_text: (inputs: Lookups_Airports_Empty_TextInputs) => LocalizedString;
export const lookups_airports_found: (inputs: Lookups_Airports_FoundInputs) => LocalizedString;
export const lookups_airports_idle_text: (inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString;
export const lookups_airports_idle_title: (inputs: Lookups_Airports_Idle_TitleInputs) => LocalizedString;
export const lookups_airports_label: (inputs: Lookups_Airports_LabelInputs) => LocalizedString;
export const lookups_airports_none: (inputs: Lookups_Airports_NoneInputs) => LocalizedString;
export const lookups_airports_placeholder: (inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString;
export const lookups_airports_search_failed: (inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString;
export const lookups_airports_searching: (inputs: Lookups_Airports_SearchingInputs) => LocalizedString;
export const lookups_airports_title: (inputs: Lookups_Airports_TitleInputs) => LocalizedString;
export const lookups_airports_too_short: (inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString;
export const lookups_caption: (inputs: Lookups_CaptionInputs) => LocalizedString;
export const lookups_col_city: (inputs: Lookups_Col_CityInputs) => LocalizedString;
export const lookups_col_code: (inputs: Lookups_Col_CodeInputs) => LocalizedString;
export const lookups_col_coordinates: (inputs: Lookups_Col_CoordinatesInputs) => LocalizedString;
export const lookups_col_country: (inputs: Lookups_Col_CountryInputs) => LocalizedString;
export const lookups_col_name: (inputs: Lookups_Col_NameInputs) => LocalizedString;
export const lookups_col_size: (inputs: Lookups_Col_SizeInputs) => LocalizedString;
export const lookups_col_type: (inputs: Lookups_Col_TypeInputs) => LocalizedString;
export const lookups_containers_col_reefer: (inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString;
export const lookups_containers_count: (inputs: Lookups_Containers_CountInputs) => LocalizedString;
export const lookups_containers_description: (inputs: Lookups_Containers_DescriptionInputs) => LocalizedString;
export const lookups_containers_failed: (inputs: Lookups_Containers_FailedInputs) => LocalizedString;
export const lookups_containers_loading: (inputs: Lookups_Containers_LoadingInputs) => LocalizedString;
export const lookups_containers_none: (inputs: Lookups_Containers_NoneInputs) => LocalizedString;
export const lookups_containers_size_ft: (inputs: Lookups_Containers_Size_FtInputs) => LocalizedString;
export const lookups_containers_title: (inputs: Lookups_Containers_TitleInputs) => LocalizedString;
export const lookups_east: (inputs: Lookups_EastInputs) => LocalizedString;
export const lookups_list_empty_text: (inputs: Lookups_List_Empty_TextInputs) => LocalizedString;
export const lookups_no: (inputs: Lookups_NoInputs) => LocalizedString;
export const lookups_north: (inputs: Lookups_NorthInputs) => LocalizedString;
export const lookups_pallets_col_size: (inputs: Lookups_Pallets_Col_SizeInputs) => LocalizedString;
export const lookups_pallets_count: (inputs: Lookups_Pallets_CountInputs) => LocalizedString;
export const lookups_pallets_description: (inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString;
export const lookups_pallets_failed: (inputs: Lookups_Pallets_FailedInputs) => LocalizedString;
export const lookups_pallets_height_not_fixed: (inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString;
export const lookups_pallets_loading: (inputs: Lookups_Pallets_LoadingInputs) => LocalizedString;
export const lookups_pallets_none: (inputs: Lookups_Pallets_NoneInputs) => LocalizedString;
export const lookups_pallets_per_shipment: (inputs: Lookups_Pallets_Per_ShipmentInputs) => LocalizedString;
export const lookups_pallets_title: (inputs: Lookups_Pallets_TitleInputs) => LocalizedString;
export const lookups_ports_col_rkst: (inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString;
export const lookups_ports_col_unlocode: (inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString;
export const lookups_ports_could_not: (inputs: Lookups_Ports_Could_NotInputs) => LocalizedString;
export const lookups_ports_count: (inputs: Lookups_Ports_CountInputs) => LocalizedString;
export const lookups_ports_description: (inputs: Lookups_Ports_DescriptionInputs) => LocalizedString;
export const lookups_ports_empty_text: (inputs: Lookups_Ports_Empty_TextInputs) => LocalizedString;
export const lookups_ports_found: (inputs: Lookups_Ports_FoundInputs) => LocalizedString;
export const lookups_ports_idle_text: (inputs: Lookups_Ports_Idle_TextInputs) => LocalizedString;
export const lookups_ports_idle_title: (inputs: Lookups_Ports_Idle_TitleInputs) => LocalizedString;
export const lookups_ports_label: (inputs: Lookups_Ports_LabelInputs) => LocalizedString;
export const lookups_ports_none: (inputs: Lookups_Ports_NoneInputs) => LocalizedString;
export const lookups_ports_placeholder: (inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString;
export const lookups_ports_search_failed: (inputs: Lookups_Ports_Search_FailedInputs) => LocalizedString;
export const lookups_ports_searching: (inputs: Lookups_Ports_SearchingInputs) => LocalizedString;
export const lookups_ports_title: (inputs: Lookups_Ports_TitleInputs) => LocalizedString;
export const lookups_ports_too_short: (inputs: Lookups_Ports_Too_ShortInputs) => LocalizedString;
export const lookups_postal_col_code: (inputs: Lookups_Postal_Col_CodeInputs) => LocalizedString;
export const lookups_postal_col_region: (inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString;
export const lookups_postal_could_not: (inputs: Lookups_Postal_Could_NotInputs) => LocalizedString;
export const lookups_postal_count: (inputs: Lookups_Postal_CountInputs) => LocalizedString;
export const lookups_postal_country: (inputs: Lookups_Postal_CountryInputs) => LocalizedString;
export const lookups_postal_description: (inputs: Lookups_Postal_DescriptionInputs) => LocalizedString;
export const lookups_postal_empty_text: (inputs: Lookups_Postal_Empty_TextInputs) => LocalizedString;
export const lookups_postal_found: (inputs: Lookups_Postal_FoundInputs) => LocalizedString;
export const lookups_postal_idle_text: (inputs: Lookups_Postal_Idle_TextInputs) => LocalizedString;
export const lookups_postal_idle_title: (inputs: Lookups_Postal_Idle_TitleInputs) => LocalizedString;
export const lookups_postal_label: (inputs: Lookups_Postal_LabelInputs) => LocalizedString;
export const lookups_postal_none: (inputs: Lookups_Postal_NoneInputs) => LocalizedString;
export const lookups_postal_placeholder: (inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString;
export const lookups_postal_search_failed: (inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString;
export const lookups_postal_searching: (inputs: Lookups_Postal_SearchingInputs) => LocalizedString;
export const lookups_postal_title: (inputs: Lookups_Postal_TitleInputs) => LocalizedString;
export const lookups_postal_too_short: (inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString;
export const lookups_quoted: (inputs: Lookups_QuotedInputs) => LocalizedString;
export const lookups_reload: (inputs: Lookups_ReloadInputs) => LocalizedString;
export const lookups_search: (inputs: Lookups_SearchInputs) => LocalizedString;
export const lookups_south: (inputs: Lookups_SouthInputs) => LocalizedString;
export const lookups_west: (inputs: Lookups_WestInputs) => LocalizedString;
export const lookups_yes: (inputs: Lookups_YesInputs) => LocalizedString;
export const menu_about: (inputs: Menu_AboutInputs) => LocalizedString;
export const menu_actual_size: (inputs: Menu_Actual_SizeInputs) => LocalizedString;
export const menu_bring_all_to_front: (inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString;
export const menu_close_window: (inputs: Menu_Close_WindowInputs) => LocalizedString;
export const menu_copy: (inputs: Menu_CopyInputs) => LocalizedString;
export const menu_cut: (inputs: Menu_CutInputs) => LocalizedString;
export const menu_edit: (inputs: Menu_EditInputs) => LocalizedString;
export const menu_exit: (inputs: Menu_ExitInputs) => LocalizedString;
export const menu_file: (inputs: Menu_FileInputs) => LocalizedString;
export const menu_full_screen: (inputs: Menu_Full_ScreenInputs) => LocalizedString;
export const menu_go: (inputs: Menu_GoInputs) => LocalizedString;
export const menu_help: (inputs: Menu_HelpInputs) => LocalizedString;
export const menu_hide: (inputs: Menu_HideInputs) => LocalizedString;
export const menu_hide_others: (inputs: Menu_Hide_OthersInputs) => LocalizedString;
export const menu_minimize: (inputs: Menu_MinimizeInputs) => LocalizedString;
export const menu_paste: (inputs: Menu_PasteInputs) => LocalizedString;
export const menu_quit: (inputs: Menu_QuitInputs) => LocalizedString;
export const menu_redo: (inputs: Menu_RedoInputs) => LocalizedString;
export const menu_select_all: (inputs: Menu_Select_AllInputs) => LocalizedString;
export const menu_services: (inputs: Menu_ServicesInputs) => LocalizedString;
export const menu_show_all: (inputs: Menu_Show_AllInputs) => LocalizedString;
export const menu_show_logs: (inputs: Menu_Show_LogsInputs) => LocalizedString;
export const menu_undo: (inputs: Menu_UndoInputs) => LocalizedString;
export const menu_view: (inputs: Menu_ViewInputs) => LocalizedString;
export const menu_window: (inputs: Menu_WindowInputs) => LocalizedString;
export const menu_zoom: (inputs: Menu_ZoomInputs) => LocalizedString;
export const menu_zoom_in: (inputs: Menu_Zoom_InInputs) => LocalizedString;
export const menu_zoom_out: (inputs: Menu_Zoom_OutInputs) => LocalizedString;
export const nav_group_reference: (inputs: Nav_Group_ReferenceInputs) => LocalizedString;
export const nav_group_work: (inputs: Nav_Group_WorkInputs) => LocalizedString;
export const nav_main: (inputs: Nav_MainInputs) => LocalizedString;
export const no_bridge_body: (inputs: No_Bridge_BodyInputs) => LocalizedString;
export const no_bridge_title: (inputs: No_Bridge_TitleInputs) => LocalizedString;
export const notice_added: (inputs: Notice_AddedInputs) => LocalizedString;
export const notice_customs: (inputs: Notice_CustomsInputs) => LocalizedString;
export const notice_eta_moved: (inputs: Notice_Eta_MovedInputs) => LocalizedString;
export const notice_messages: (inputs: Notice_MessagesInputs) => LocalizedString;
export const notice_messages_latest: (inputs: Notice_Messages_LatestInputs) => LocalizedString;
export const notice_none: (inputs: Notice_NoneInputs) => LocalizedString;
export const notice_pickup_moved: (inputs: Notice_Pickup_MovedInputs) => LocalizedString;
export const notice_shipment: (inputs: Notice_ShipmentInputs) => LocalizedString;
export const notice_shipments_changed: (inputs: Notice_Shipments_ChangedInputs) => LocalizedString;
export const notice_status: (inputs: Notice_StatusInputs) => LocalizedString;
export const notice_unlisted: (inputs: Notice_UnlistedInputs) => LocalizedString;
export const notices_dismiss_one: (inputs: Notices_Dismiss_OneInputs) => LocalizedString;
export const notices_dismiss_title: (inputs: Notices_Dismiss_TitleInputs) => LocalizedString;
export const notices_hint: (inputs: Notices_HintInputs) => LocalizedString;
export const notices_label: (inputs: Notices_LabelInputs) => LocalizedString;
export const notifications_description: (inputs: Notifications_DescriptionInputs) => LocalizedString;
export const notifications_notify_about: (inputs: Notifications_Notify_AboutInputs) => LocalizedString;
export const notifications_read_failed: (inputs: Notifications_Read_FailedInputs) => LocalizedString;
export const notifications_save_failed: (inputs: Notifications_Save_FailedInputs) => LocalizedString;
export const offline_keeps_trying: (inputs: Offline_Keeps_TryingInputs) => LocalizedString;
export const offline_last_answered: (inputs: Offline_Last_AnsweredInputs) => LocalizedString;
export const offline_never_answered: (inputs: Offline_Never_AnsweredInputs) => LocalizedString;
export const offline_title: (inputs: Offline_TitleInputs) => LocalizedString;
export const offline_what_works: (inputs: Offline_What_WorksInputs) => LocalizedString;
export const op_auth_token: (inputs: Op_Auth_TokenInputs) => LocalizedString;
export const op_booking_boxes: (inputs: Op_Booking_BoxesInputs) => LocalizedString;
export const op_booking_pallets: (inputs: Op_Booking_PalletsInputs) => LocalizedString;
export const op_booking_sea_fcl: (inputs: Op_Booking_Sea_FclInputs) => LocalizedString;
export const op_booking_sea_lcl: (inputs: Op_Booking_Sea_LclInputs) => LocalizedString;
export const op_check_documents: (inputs: Op_Check_DocumentsInputs) => LocalizedString;
export const op_check_quotes: (inputs: Op_Check_QuotesInputs) => LocalizedString;
export const op_check_service_records: (inputs: Op_Check_Service_RecordsInputs) => LocalizedString;
export const op_check_shipment_detail: (inputs: Op_Check_Shipment_DetailInputs) => LocalizedString;
export const op_check_shipment_list: (inputs: Op_Check_Shipment_ListInputs) => LocalizedString;
export const op_check_tariffs: (inputs: Op_Check_TariffsInputs) => LocalizedString;
export const op_documents_download: (inputs: Op_Documents_DownloadInputs) => LocalizedString;
export const op_documents_list: (inputs: Op_Documents_ListInputs) => LocalizedString;
export const op_documents_upload: (inputs: Op_Documents_UploadInputs) => LocalizedString;
export const op_lookup_airports: (inputs: Op_Lookup_AirportsInputs) => LocalizedString;
export const op_lookup_containers: (inputs: Op_Lookup_ContainersInputs) => LocalizedString;
export const op_lookup_pallet_types: (inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString;
export const op_lookup_ports: (inputs: Op_Lookup_PortsInputs) => LocalizedString;
export const op_lookup_postal_codes: (inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString;
export const op_pickup_times: (inputs: Op_Pickup_TimesInputs) => LocalizedString;
export const op_quotes_delete: (inputs: Op_Quotes_DeleteInputs) => LocalizedString;
export const op_quotes_list: (inputs: Op_Quotes_ListInputs) => LocalizedString;
export const op_quotes_save: (inputs: Op_Quotes_SaveInputs) => LocalizedString;
export const op_rates_air: (inputs: Op_Rates_AirInputs) => LocalizedString;
export const op_rates_boxes: (inputs: Op_Rates_BoxesInputs) => LocalizedString;
export const op_rates_pallets: (inputs: Op_Rates_PalletsInputs) => LocalizedString;
export const op_rates_sea_fcl: (inputs: Op_Rates_Sea_FclInputs) => LocalizedString;
export const op_rates_sea_lcl: (inputs: Op_Rates_Sea_LclInputs) => LocalizedString;
export const op_sign_in: (inputs: Op_Sign_InInputs) => LocalizedString;
export const op_tariffs_report: (inputs: Op_Tariffs_ReportInputs) => LocalizedString;
export const op_tariffs_upload: (inputs: Op_Tariffs_UploadInputs) => LocalizedString;
export const op_tracking_detail: (inputs: Op_Tracking_DetailInputs) => LocalizedString;
export const op_tracking_messages: (inputs: Op_Tracking_MessagesInputs) => LocalizedString;
export const op_tracking_shipments: (inputs: Op_Tracking_ShipmentsInputs) => LocalizedString;
export const op_tracking_switch: (inputs: Op_Tracking_SwitchInputs) => LocalizedString;
export const open_settings: (inputs: Open_SettingsInputs) => LocalizedString;
export const outcome_unknown: (inputs: Outcome_UnknownInputs) => LocalizedString;
export const pdf_air_freight: (inputs: Pdf_Air_FreightInputs) => LocalizedString;
export const pdf_all_in_note: (inputs: Pdf_All_In_NoteInputs) => LocalizedString;
export const pdf_as_quoted: (inputs: Pdf_As_QuotedInputs) => LocalizedString;
export const pdf_carrier: (inputs: Pdf_CarrierInputs) => LocalizedString;
export const pdf_carrier_notes: (inputs: Pdf_Carrier_NotesInputs) => LocalizedString;
export const pdf_charge: (inputs: Pdf_ChargeInputs) => LocalizedString;
export const pdf_chargeable_weight: (inputs: Pdf_Chargeable_WeightInputs) => LocalizedString;
export const pdf_charges_in: (inputs: Pdf_Charges_InInputs) => LocalizedString;
export const pdf_col_amount: (inputs: Pdf_Col_AmountInputs) => LocalizedString;
export const pdf_col_basis: (inputs: Pdf_Col_BasisInputs) => LocalizedString;
export const pdf_col_charge: (inputs: Pdf_Col_ChargeInputs) => LocalizedString;
export const pdf_col_container: (inputs: Pdf_Col_ContainerInputs) => LocalizedString;
export const pdf_col_counted_from: (inputs: Pdf_Col_Counted_FromInputs) => LocalizedString;
export const pdf_col_free_days: (inputs: Pdf_Col_Free_DaysInputs) => LocalizedString;
export const pdf_col_free_time: (inputs: Pdf_Col_Free_TimeInputs) => LocalizedString;
export const pdf_col_penalty: (inputs: Pdf_Col_PenaltyInputs) => LocalizedString;
export const pdf_col_per_day: (inputs: Pdf_Col_Per_DayInputs) => LocalizedString;
export const pdf_count_boxes: (inputs: Pdf_Count_BoxesInputs) => LocalizedString;
export const pdf_count_cargo_lines: (inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString;
export const pdf_count_containers: (inputs: Pdf_Count_ContainersInputs) => LocalizedString;
export const pdf_count_pallets: (inputs: Pdf_Count_PalletsInputs) => LocalizedString;
export const pdf_count_pieces: (inputs: Pdf_Count_PiecesInputs) => LocalizedString;
export const pdf_days: (inputs: Pdf_DaysInputs) => LocalizedString;
export const pdf_delivery: (inputs: Pdf_DeliveryInputs) => LocalizedString;
export const pdf_every_charge_included: (inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString;
export const pdf_flights: (inputs: Pdf_FlightsInputs) => LocalizedString;
export const pdf_free_time: (inputs: Pdf_Free_TimeInputs) => LocalizedString;
export const pdf_from: (inputs: Pdf_FromInputs) => LocalizedString;
export const pdf_give_quote_number: (inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString;
export const pdf_goods: (inputs: Pdf_GoodsInputs) => LocalizedString;
export const pdf_included: (inputs: Pdf_IncludedInputs) => LocalizedString;
export const pdf_issued: (inputs: Pdf_IssuedInputs) => LocalizedString;
export const pdf_mode_air: (inputs: Pdf_Mode_AirInputs) => LocalizedString;
export const pdf_mode_boxes: (inputs: Pdf_Mode_BoxesInputs) => LocalizedString;
export const pdf_mode_pallets: (inputs: Pdf_Mode_PalletsInputs) => LocalizedString;
export const pdf_mode_sea_fcl: (inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString;
export const pdf_mode_sea_lcl: (inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString;
export const pdf_no_expiry: (inputs: Pdf_No_ExpiryInputs) => LocalizedString;
export const pdf_notes: (inputs: Pdf_NotesInputs) => LocalizedString;
export const pdf_on_request: (inputs: Pdf_On_RequestInputs) => LocalizedString;
export const pdf_pickup: (inputs: Pdf_PickupInputs) => LocalizedString;
export const pdf_pre_booking: (inputs: Pdf_Pre_BookingInputs) => LocalizedString;
export const pdf_price_includes_all: (inputs: Pdf_Price_Includes_AllInputs) => LocalizedString;
export const pdf_quotation: (inputs: Pdf_QuotationInputs) => LocalizedString;
export const pdf_quote_label: (inputs: Pdf_Quote_LabelInputs) => LocalizedString;
export const pdf_ref_label: (inputs: Pdf_Ref_LabelInputs) => LocalizedString;
export const pdf_reference: (inputs: Pdf_ReferenceInputs) => LocalizedString;
export const pdf_sailing: (inputs: Pdf_SailingInputs) => LocalizedString;
export const pdf_saved_quote: (inputs: Pdf_Saved_QuoteInputs) => LocalizedString;
export const pdf_surcharge: (inputs: Pdf_SurchargeInputs) => LocalizedString;
export const pdf_tax_included: (inputs: Pdf_Tax_IncludedInputs) => LocalizedString;
export const pdf_terms: (inputs: Pdf_TermsInputs) => LocalizedString;
export const pdf_terms_valid: (inputs: Pdf_Terms_ValidInputs) => LocalizedString;
export const pdf_to: (inputs: Pdf_ToInputs) => LocalizedString;
export const pdf_total_all_in: (inputs: Pdf_Total_All_InInputs) => LocalizedString;
export const pdf_total_of_quote: (inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString;
export const pdf_total_price: (inputs: Pdf_Total_PriceInputs) => LocalizedString;
export const pdf_total_price_and_surcharges: (inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString;
export const pdf_total_sum_of_charges: (inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString;
export const pdf_transit: (inputs: Pdf_TransitInputs) => LocalizedString;
export const pdf_unnamed_currency: (inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString;
export const pdf_valid_until: (inputs: Pdf_Valid_UntilInputs) => LocalizedString;
export const pdf_vessel: (inputs: Pdf_VesselInputs) => LocalizedString;
export const pdf_via: (inputs: Pdf_ViaInputs) => LocalizedString;
export const penalty: (inputs: PenaltyInputs) => LocalizedString;
export const profile_form_add_description: (inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString;
export const profile_form_add_title: (inputs: Profile_Form_Add_TitleInputs) => LocalizedString;
export const profile_form_api_key: (inputs: Profile_Form_Api_KeyInputs) => LocalizedString;
export const profile_form_api_secret: (inputs: Profile_Form_Api_SecretInputs) => LocalizedString;
export const profile_form_base_url: (inputs: Profile_Form_Base_UrlInputs) => LocalizedString;
export const profile_form_base_url_hint: (inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString;
export const profile_form_base_url_placeholder: (inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString;
export const profile_form_edit_description: (inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString;
export const profile_form_edit_title: (inputs: Profile_Form_Edit_TitleInputs) => LocalizedString;
export const profile_form_keep_key: (inputs: Profile_Form_Keep_KeyInputs) => LocalizedString;
export const profile_form_keep_secret: (inputs: Profile_Form_Keep_SecretInputs) => LocalizedString;
export const profile_form_name: (inputs: Profile_Form_NameInputs) => LocalizedString;
export const profile_form_name_hint: (inputs: Profile_Form_Name_HintInputs) => LocalizedString;
export const profile_form_new_server_body: (inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString;
export const profile_form_new_server_title: (inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString;
export const profile_form_not_saved: (inputs: Profile_Form_Not_SavedInputs) => LocalizedString;
export const profile_form_required_new_server: (inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString;
export const profile_form_save: (inputs: Profile_Form_SaveInputs) => LocalizedString;
export const profile_form_saved: (inputs: Profile_Form_SavedInputs) => LocalizedString;
export const profile_form_secret_hint: (inputs: Profile_Form_Secret_HintInputs) => LocalizedString;
export const profiles_active: (inputs: Profiles_ActiveInputs) => LocalizedString;
export const profiles_base_url_said: (inputs: Profiles_Base_Url_SaidInputs) => LocalizedString;
export const profiles_caption: (inputs: Profiles_CaptionInputs) => LocalizedString;
export const profiles_col_actions: (inputs: Profiles_Col_ActionsInputs) => LocalizedString;
export const profiles_col_credentials: (inputs: Profiles_Col_CredentialsInputs) => LocalizedString;
export const profiles_col_profile: (inputs: Profiles_Col_ProfileInputs) => LocalizedString;
export const profiles_demo_credentials: (inputs: Profiles_Demo_CredentialsInputs) => LocalizedString;
export const profiles_description: (inputs: Profiles_DescriptionInputs) => LocalizedString;
export const profiles_editing: (inputs: Profiles_EditingInputs) => LocalizedString;
export const profiles_loading: (inputs: Profiles_LoadingInputs) => LocalizedString;
export const profiles_not_stored: (inputs: Profiles_Not_StoredInputs) => LocalizedString;
export const profiles_read_failed: (inputs: Profiles_Read_FailedInputs) => LocalizedString;
export const profiles_remove_body: (inputs: Profiles_Remove_BodyInputs) => LocalizedString;
export const profiles_remove_body_active: (inputs: Profiles_Remove_Body_ActiveInputs) => LocalizedString;
export const profiles_remove_confirm: (inputs: Profiles_Remove_ConfirmInputs) => LocalizedString;
export const profiles_remove_failed: (inputs: Profiles_Remove_FailedInputs) => LocalizedString;
export const profiles_remove_title: (inputs: Profiles_Remove_TitleInputs) => LocalizedString;
export const profiles_stored_keychain: (inputs: Profiles_Stored_KeychainInputs) => LocalizedString;
export const profiles_switch_failed: (inputs: Profiles_Switch_FailedInputs) => LocalizedString;
export const profiles_title: (inputs: Profiles_TitleInputs) => LocalizedString;
export const profiles_use: (inputs: Profiles_UseInputs) => LocalizedString;
export const progress_in_progress: (inputs: Progress_In_ProgressInputs) => LocalizedString;
export const quote_pdf: (inputs: Quote_PdfInputs) => LocalizedString;
export const retry: (inputs: RetryInputs) => LocalizedString;
export const route_booking: (inputs: Route_BookingInputs) => LocalizedString;
export const route_booking_summary: (inputs: Route_Booking_SummaryInputs) => LocalizedString;
export const route_documents: (inputs: Route_DocumentsInputs) => LocalizedString;
export const route_documents_summary: (inputs: Route_Documents_SummaryInputs) => LocalizedString;
export const route_lookups: (inputs: Route_LookupsInputs) => LocalizedString;
export const route_lookups_summary: (inputs: Route_Lookups_SummaryInputs) => LocalizedString;
export const route_pricing: (inputs: Route_PricingInputs) => LocalizedString;
export const route_pricing_summary: (inputs: Route_Pricing_SummaryInputs) => LocalizedString;
export const route_quotes: (inputs: Route_QuotesInputs) => LocalizedString;
export const route_quotes_summary: (inputs: Route_Quotes_SummaryInputs) => LocalizedString;
export const route_rating: (inputs: Route_RatingInputs) => LocalizedString;
export const route_rating_summary: (inputs: Route_Rating_SummaryInputs) => LocalizedString;
export const route_settings: (inputs: Route_SettingsInputs) => LocalizedString;
export const route_settings_summary: (inputs: Route_Settings_SummaryInputs) => LocalizedString;
export const route_tariffs: (inputs: Route_TariffsInputs) => LocalizedString;
export const route_tariffs_summary: (inputs: Route_Tariffs_SummaryInputs) => LocalizedString;
export const route_today: (inputs: Route_TodayInputs) => LocalizedString;
export const route_today_summary: (inputs: Route_Today_SummaryInputs) => LocalizedString;
export const route_tracking: (inputs: Route_TrackingInputs) => LocalizedString;
export const route_tracking_summary: (inputs: Route_Tracking_SummaryInputs) => LocalizedString;
export const save: (inputs: SaveInputs) => LocalizedString;
export const saved_done: (inputs: Saved_DoneInputs) => LocalizedString;
export const session_connected: (inputs: Session_ConnectedInputs) => LocalizedString;
export const session_in_minutes: (inputs: Session_In_MinutesInputs) => LocalizedString;
export const session_in_seconds: (inputs: Session_In_SecondsInputs) => LocalizedString;
export const session_last_answer: (inputs: Session_Last_AnswerInputs) => LocalizedString;
export const session_last_worked: (inputs: Session_Last_WorkedInputs) => LocalizedString;
export const session_next_try: (inputs: Session_Next_TryInputs) => LocalizedString;
export const session_no_answer_yet: (inputs: Session_No_Answer_YetInputs) => LocalizedString;
export const session_no_reason: (inputs: Session_No_ReasonInputs) => LocalizedString;
export const session_refused: (inputs: Session_RefusedInputs) => LocalizedString;
export const session_refused_reason: (inputs: Session_Refused_ReasonInputs) => LocalizedString;
export const session_sign_in: (inputs: Session_Sign_InInputs) => LocalizedString;
export const session_sign_in_failed: (inputs: Session_Sign_In_FailedInputs) => LocalizedString;
export const session_sign_out: (inputs: Session_Sign_OutInputs) => LocalizedString;
export const session_signed_out: (inputs: Session_Signed_OutInputs) => LocalizedString;
export const session_signing_in: (inputs: Session_Signing_InInputs) => LocalizedString;
export const session_trying_now: (inputs: Session_Trying_NowInputs) => LocalizedString;
export const session_unreachable: (inputs: Session_UnreachableInputs) => LocalizedString;
export const session_unreachable_reason: (inputs: Session_Unreachable_ReasonInputs) => LocalizedString;
export const set_aside_body: (inputs: Set_Aside_BodyInputs) => LocalizedString;
export const set_aside_copy: (inputs: Set_Aside_CopyInputs) => LocalizedString;
export const set_aside_how_back: (inputs: Set_Aside_How_BackInputs) => LocalizedString;
export const set_aside_title: (inputs: Set_Aside_TitleInputs) => LocalizedString;
export const settings_file_unreadable_body: (inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString;
export const settings_file_unreadable_title: (inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString;
export const store_cannot_save_body: (inputs: Store_Cannot_Save_BodyInputs) => LocalizedString;
export const store_cannot_save_title: (inputs: Store_Cannot_Save_TitleInputs) => LocalizedString;
export const store_copied: (inputs: Store_CopiedInputs) => LocalizedString;
export const store_damaged_file_kept: (inputs: Store_Damaged_File_KeptInputs) => LocalizedString;
export const store_file_path: (inputs: Store_File_PathInputs) => LocalizedString;
export const store_not_rebuilt: (inputs: Store_Not_RebuiltInputs) => LocalizedString;
export const store_nothing_lost: (inputs: Store_Nothing_LostInputs) => LocalizedString;
export const store_nothing_readable: (inputs: Store_Nothing_ReadableInputs) => LocalizedString;
export const store_set_aside_body: (inputs: Store_Set_Aside_BodyInputs) => LocalizedString;
export const store_set_aside_title: (inputs: Store_Set_Aside_TitleInputs) => LocalizedString;
export const surcharges: (inputs: SurchargesInputs) => LocalizedString;
export const sync_cancel: (inputs: Sync_CancelInputs) => LocalizedString;
export const sync_checking_count: (inputs: Sync_Checking_CountInputs) => LocalizedString;
export const sync_checking_list: (inputs: Sync_Checking_ListInputs) => LocalizedString;
export const sync_description: (inputs: Sync_DescriptionInputs) => LocalizedString;
export const sync_fetching: (inputs: Sync_FetchingInputs) => LocalizedString;
export const sync_kept_before: (inputs: Sync_Kept_BeforeInputs) => LocalizedString;
export const sync_last_cancelled: (inputs: Sync_Last_CancelledInputs) => LocalizedString;
export const sync_last_failed: (inputs: Sync_Last_FailedInputs) => LocalizedString;
export const sync_minutes: (inputs: Sync_MinutesInputs) => LocalizedString;
export const sync_never: (inputs: Sync_NeverInputs) => LocalizedString;
export const sync_nothing_stored: (inputs: Sync_Nothing_StoredInputs) => LocalizedString;
export const sync_now: (inputs: Sync_NowInputs) => LocalizedString;
export const sync_progress_label: (inputs: Sync_Progress_LabelInputs) => LocalizedString;
export const sync_read_failed: (inputs: Sync_Read_FailedInputs) => LocalizedString;
export const sync_save_failed: (inputs: Sync_Save_FailedInputs) => LocalizedString;
export const sync_settings_label: (inputs: Sync_Settings_LabelInputs) => LocalizedString;
export const sync_state_unknown: (inputs: Sync_State_UnknownInputs) => LocalizedString;
export const sync_stored_count: (inputs: Sync_Stored_CountInputs) => LocalizedString;
export const sync_stored_of: (inputs: Sync_Stored_OfInputs) => LocalizedString;
export const sync_synced: (inputs: Sync_SyncedInputs) => LocalizedString;
export const sync_syncing: (inputs: Sync_SyncingInputs) => LocalizedString;
export const sync_title: (inputs: Sync_TitleInputs) => LocalizedString;
export const sync_unreachable: (inputs: Sync_UnreachableInputs) => LocalizedString;
export const tariffs_about_of: (inputs: Tariffs_About_OfInputs) => LocalizedString;
export const tariffs_col_actions: (inputs: Tariffs_Col_ActionsInputs) => LocalizedString;
export const tariffs_col_amount: (inputs: Tariffs_Col_AmountInputs) => LocalizedString;
export const tariffs_col_carrier: (inputs: Tariffs_Col_CarrierInputs) => LocalizedString;
export const tariffs_col_charge: (inputs: Tariffs_Col_ChargeInputs) => LocalizedString;
export const tariffs_col_charge_type: (inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString;
export const tariffs_col_commodity: (inputs: Tariffs_Col_CommodityInputs) => LocalizedString;
export const tariffs_col_container: (inputs: Tariffs_Col_ContainerInputs) => LocalizedString;
export const tariffs_col_contract: (inputs: Tariffs_Col_ContractInputs) => LocalizedString;
export const tariffs_col_costs: (inputs: Tariffs_Col_CostsInputs) => LocalizedString;
export const tariffs_col_currency: (inputs: Tariffs_Col_CurrencyInputs) => LocalizedString;
export const tariffs_col_description: (inputs: Tariffs_Col_DescriptionInputs) => LocalizedString;
export const tariffs_col_lane: (inputs: Tariffs_Col_LaneInputs) => LocalizedString;
export const tariffs_col_rates: (inputs: Tariffs_Col_RatesInputs) => LocalizedString;
export const tariffs_col_service: (inputs: Tariffs_Col_ServiceInputs) => LocalizedString;
export const tariffs_col_transit: (inputs: Tariffs_Col_TransitInputs) => LocalizedString;
export const tariffs_col_type: (inputs: Tariffs_Col_TypeInputs) => LocalizedString;
export const tariffs_col_unit: (inputs: Tariffs_Col_UnitInputs) => LocalizedString;
export const tariffs_col_valid: (inputs: Tariffs_Col_ValidInputs) => LocalizedString;
export const tariffs_col_via: (inputs: Tariffs_Col_ViaInputs) => LocalizedString;
export const tariffs_comment_length: (inputs: Tariffs_Comment_LengthInputs) => LocalizedString;
export const tariffs_comments: (inputs: Tariffs_CommentsInputs) => LocalizedString;
export const tariffs_comments_hint: (inputs: Tariffs_Comments_HintInputs) => LocalizedString;
export const tariffs_comments_max: (inputs: Tariffs_Comments_MaxInputs) => LocalizedString;
export const tariffs_contract_number: (inputs: Tariffs_Contract_NumberInputs) => LocalizedString;
export const tariffs_contract_number_required: (inputs: Tariffs_Contract_Number_RequiredInputs) => LocalizedString;
export const tariffs_contract_placeholder: (inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString;
export const tariffs_contract_reference: (inputs: Tariffs_Contract_ReferenceInputs) => LocalizedString;
export const tariffs_contract_required: (inputs: Tariffs_Contract_RequiredInputs) => LocalizedString;
export const tariffs_costs_caption: (inputs: Tariffs_Costs_CaptionInputs) => LocalizedString;
export const tariffs_costs_count: (inputs: Tariffs_Costs_CountInputs) => LocalizedString;
export const tariffs_count_rates: (inputs: Tariffs_Count_RatesInputs) => LocalizedString;
export const tariffs_count_tariffs: (inputs: Tariffs_Count_TariffsInputs) => LocalizedString;
export const tariffs_csv_hint: (inputs: Tariffs_Csv_HintInputs) => LocalizedString;
export const tariffs_date_like: (inputs: Tariffs_Date_LikeInputs) => LocalizedString;
export const tariffs_detail_document_id: (inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString;
export const tariffs_detail_rates_imported: (inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString;
export const tariffs_download_template: (inputs: Tariffs_Download_TemplateInputs) => LocalizedString;
export const tariffs_drop_label: (inputs: Tariffs_Drop_LabelInputs) => LocalizedString;
export const tariffs_drop_prompt: (inputs: Tariffs_Drop_PromptInputs) => LocalizedString;
export const tariffs_export_csv: (inputs: Tariffs_Export_CsvInputs) => LocalizedString;
export const tariffs_external_id: (inputs: Tariffs_External_IdInputs) => LocalizedString;
export const tariffs_external_id_hint: (inputs: Tariffs_External_Id_HintInputs) => LocalizedString;
export const tariffs_files: (inputs: Tariffs_FilesInputs) => LocalizedString;
export const tariffs_files_max: (inputs: Tariffs_Files_MaxInputs) => LocalizedString;
export const tariffs_files_required: (inputs: Tariffs_Files_RequiredInputs) => LocalizedString;
export const tariffs_from_date: (inputs: Tariffs_From_DateInputs) => LocalizedString;
export const tariffs_from_required: (inputs: Tariffs_From_RequiredInputs) => LocalizedString;
export const tariffs_hide_rates: (inputs: Tariffs_Hide_RatesInputs) => LocalizedString;
export const tariffs_limits: (inputs: Tariffs_LimitsInputs) => LocalizedString;
export const tariffs_name: (inputs: Tariffs_NameInputs) => LocalizedString;
export const tariffs_name_hint: (inputs: Tariffs_Name_HintInputs) => LocalizedString;
export const tariffs_name_part_hint: (inputs: Tariffs_Name_Part_HintInputs) => LocalizedString;
export const tariffs_no_costs: (inputs: Tariffs_No_CostsInputs) => LocalizedString;
export const tariffs_no_file: (inputs: Tariffs_No_FileInputs) => LocalizedString;
export const tariffs_not_accepted: (inputs: Tariffs_Not_AcceptedInputs) => LocalizedString;
export const tariffs_not_uploaded: (inputs: Tariffs_Not_UploadedInputs) => LocalizedString;
export const tariffs_note_uploaded: (inputs: Tariffs_Note_UploadedInputs) => LocalizedString;
export const tariffs_offline_action: (inputs: Tariffs_Offline_ActionInputs) => LocalizedString;
export const tariffs_rates_caption: (inputs: Tariffs_Rates_CaptionInputs) => LocalizedString;
export const tariffs_refused: (inputs: Tariffs_RefusedInputs) => LocalizedString;
export const tariffs_report_announce: (inputs: Tariffs_Report_AnnounceInputs) => LocalizedString;
export const tariffs_report_caption: (inputs: Tariffs_Report_CaptionInputs) => LocalizedString;
export const tariffs_report_description: (inputs: Tariffs_Report_DescriptionInputs) => LocalizedString;
export const tariffs_report_failed_announce: (inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString;
export const tariffs_report_for: (inputs: Tariffs_Report_ForInputs) => LocalizedString;
export const tariffs_report_idle_text: (inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString;
export const tariffs_report_idle_title: (inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString;
export const tariffs_report_loading: (inputs: Tariffs_Report_LoadingInputs) => LocalizedString;
export const tariffs_report_none: (inputs: Tariffs_Report_NoneInputs) => LocalizedString;
export const tariffs_report_none_text: (inputs: Tariffs_Report_None_TextInputs) => LocalizedString;
export const tariffs_report_read_failed: (inputs: Tariffs_Report_Read_FailedInputs) => LocalizedString;
export const tariffs_report_title: (inputs: Tariffs_Report_TitleInputs) => LocalizedString;
export const tariffs_scac: (inputs: Tariffs_ScacInputs) => LocalizedString;
export const tariffs_scac_hint: (inputs: Tariffs_Scac_HintInputs) => LocalizedString;
export const tariffs_scac_letters: (inputs: Tariffs_Scac_LettersInputs) => LocalizedString;
export const tariffs_scac_required: (inputs: Tariffs_Scac_RequiredInputs) => LocalizedString;
export const tariffs_sent_all: (inputs: Tariffs_Sent_AllInputs) => LocalizedString;
export const tariffs_sent_unknown: (inputs: Tariffs_Sent_UnknownInputs) => LocalizedString;
export const tariffs_show_rates: (inputs: Tariffs_Show_RatesInputs) => LocalizedString;
export const tariffs_show_report: (inputs: Tariffs_Show_ReportInputs) => LocalizedString;
export const tariffs_status: (inputs: Tariffs_StatusInputs) => LocalizedString;
export const tariffs_status_any: (inputs: Tariffs_Status_AnyInputs) => LocalizedString;
export const tariffs_status_number: (inputs: Tariffs_Status_NumberInputs) => LocalizedString;
export const tariffs_status_with_rates: (inputs: Tariffs_Status_With_RatesInputs) => LocalizedString;
export const tariffs_status_without_rates: (inputs: Tariffs_Status_Without_RatesInputs) => LocalizedString;
export const tariffs_template_cancelled: (inputs: Tariffs_Template_CancelledInputs) => LocalizedString;
export const tariffs_template_failed: (inputs: Tariffs_Template_FailedInputs) => LocalizedString;
export const tariffs_to_before_from: (inputs: Tariffs_To_Before_FromInputs) => LocalizedString;
export const tariffs_to_date: (inputs: Tariffs_To_DateInputs) => LocalizedString;
export const tariffs_to_date_hint: (inputs: Tariffs_To_Date_HintInputs) => LocalizedString;
export const tariffs_to_send: (inputs: Tariffs_To_SendInputs) => LocalizedString;
export const tariffs_transit_days: (inputs: Tariffs_Transit_DaysInputs) => LocalizedString;
export const tariffs_unknown_text: (inputs: Tariffs_Unknown_TextInputs) => LocalizedString;
export const tariffs_unknown_what: (inputs: Tariffs_Unknown_WhatInputs) => LocalizedString;
export const tariffs_unnamed: (inputs: Tariffs_UnnamedInputs) => LocalizedString;
export const tariffs_upload_button: (inputs: Tariffs_Upload_ButtonInputs) => LocalizedString;
export const tariffs_upload_description: (inputs: Tariffs_Upload_DescriptionInputs) => LocalizedString;
export const tariffs_upload_title: (inputs: Tariffs_Upload_TitleInputs) => LocalizedString;
export const tariffs_uploaded: (inputs: Tariffs_UploadedInputs) => LocalizedString;
export const tariffs_validity_from: (inputs: Tariffs_Validity_FromInputs) => LocalizedString;
export const tariffs_validity_until: (inputs: Tariffs_Validity_UntilInputs) => LocalizedString;
export const timeline_new: (inputs: Timeline_NewInputs) => LocalizedString;
export const timeline_time_not_given: (inputs: Timeline_Time_Not_GivenInputs) => LocalizedString;
export const topbar_go_to: (inputs: Topbar_Go_ToInputs) => LocalizedString;
export const tracking_col_agency: (inputs: Tracking_Col_AgencyInputs) => LocalizedString;
export const tracking_col_code: (inputs: Tracking_Col_CodeInputs) => LocalizedString;
export const tracking_col_delivery: (inputs: Tracking_Col_DeliveryInputs) => LocalizedString;
export const tracking_col_free_time: (inputs: Tracking_Col_Free_TimeInputs) => LocalizedString;
export const tracking_col_pickup: (inputs: Tracking_Col_PickupInputs) => LocalizedString;
export const tracking_col_price: (inputs: Tracking_Col_PriceInputs) => LocalizedString;
export const tracking_col_route: (inputs: Tracking_Col_RouteInputs) => LocalizedString;
export const tracking_col_status: (inputs: Tracking_Col_StatusInputs) => LocalizedString;
export const try_again: (inputs: Try_AgainInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_NameInputs = {};
export type App_OpeningInputs = {
    screen: NonNullable<unknown>;
};
export type App_Part_Failed_To_LoadInputs = {};
export type App_Screen_Draw_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Screen_Failed_DrawingInputs = {
    detail: NonNullable<unknown>;
};
export type App_Screen_Open_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Skip_To_ContentInputs = {};
export type Appearance_DarkInputs = {};
export type Appearance_DescriptionInputs = {};
export type Appearance_LanguageInputs = {};
export type Appearance_Language_HintInputs = {};
export type Appearance_Language_Save_FailedInputs = {};
export type Appearance_LightInputs = {};
export type Appearance_Read_FailedInputs = {};
export type Appearance_SystemInputs = {};
export type Appearance_ThemeInputs = {};
export type Appearance_Theme_HintInputs = {};
export type Appearance_Theme_Save_FailedInputs = {};
export type Appearance_TitleInputs = {};
export type As_OfInputs = {};
export type As_Of_Not_FetchedInputs = {};
export type As_Of_SavedInputs = {};
export type Autocomplete_None_FoundInputs = {
    noun: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Autocomplete_Saved_AnswerInputs = {};
export type Autocomplete_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Autocomplete_SuggestionsInputs = {};
export type Basket_RemoveInputs = {};
export type Basket_Remove_FileInputs = {
    file: NonNullable<unknown>;
};
export type CancelInputs = {};
export type Change_Counted_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Delivery_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_StatusInputs = {
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Document_No_Longer_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_StatusInputs = {
    name: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Document_Status_RemovedInputs = {
    name: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Change_Document_UnnamedInputs = {};
export type Change_Document_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Free_TimeInputs = {};
export type Change_Free_Time_PastInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Past_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_SoonInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Kind_AddedInputs = {};
export type Change_Kind_Added_HintInputs = {};
export type Change_Kind_CustomsInputs = {};
export type Change_Kind_Customs_HintInputs = {};
export type Change_Kind_Delivery_DateInputs = {};
export type Change_Kind_Delivery_Date_HintInputs = {};
export type Change_Kind_DocumentsInputs = {};
export type Change_Kind_Documents_HintInputs = {};
export type Change_Kind_Free_TimeInputs = {};
export type Change_Kind_Free_Time_HintInputs = {};
export type Change_Kind_MessagesInputs = {};
export type Change_Kind_Messages_HintInputs = {};
export type Change_Kind_Pickup_DateInputs = {};
export type Change_Kind_Pickup_Date_HintInputs = {};
export type Change_Kind_StatusInputs = {};
export type Change_Kind_Status_HintInputs = {};
export type Change_Kind_UnlistedInputs = {};
export type Change_Kind_Unlisted_HintInputs = {};
export type Change_Stop_DischargeInputs = {};
export type Change_Stop_Empty_ReturnInputs = {};
export type Change_Stop_ReleaseInputs = {};
export type Choose_FilesInputs = {};
export type Choose_NoneInputs = {};
export type Company_Choose_LogoInputs = {};
export type Company_DescriptionInputs = {};
export type Company_LogoInputs = {};
export type Company_Logo_AltInputs = {
    file: NonNullable<unknown>;
};
export type Company_Logo_FactsInputs = {
    file: NonNullable<unknown>;
    width: NonNullable<unknown>;
    height: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Company_Logo_LimitsInputs = {
    size: NonNullable<unknown>;
};
export type Company_NameInputs = {};
export type Company_Name_HintInputs = {};
export type Company_Name_Save_FailedInputs = {};
export type Company_No_LogoInputs = {};
export type Company_Remove_LogoInputs = {};
export type Company_Replace_LogoInputs = {};
export type Company_Save_NameInputs = {};
export type Company_TitleInputs = {};
export type Connection_CheckingInputs = {};
export type Copy_DoneInputs = {};
export type Copy_FailedInputs = {};
export type Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type Date_Day_LettersInputs = {};
export type Date_Month_LettersInputs = {};
export type Date_Year_LettersInputs = {};
export type DismissInputs = {};
export type Documents_About_ForInputs = {
    name: NonNullable<unknown>;
};
export type Documents_About_OfInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Announce_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Announce_FinishedInputs = {
    parts: NonNullable<unknown>;
};
export type Documents_Announce_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Announce_UploadedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Choose_DocumentInputs = {};
export type Documents_Choose_Document_PlaceholderInputs = {};
export type Documents_Choose_FilesInputs = {};
export type Documents_Choose_ForInputs = {
    files: NonNullable<unknown>;
};
export type Documents_ClearInputs = {};
export type Documents_Clear_FinishedInputs = {};
export type Documents_DownloadInputs = {};
export type Documents_Drop_HintInputs = {
    limit: NonNullable<unknown>;
};
export type Documents_Drop_PanelInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Drop_RowInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Empty_TextInputs = {};
export type Documents_Empty_TitleInputs = {};
export type Documents_File_Not_HereInputs = {};
export type Documents_File_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
export type Documents_File_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Load_FailedInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_LoadingInputs = {};
export type Documents_None_TextInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_None_TitleInputs = {};
export type Documents_Not_UploadedInputs = {};
export type Documents_Offline_ActionInputs = {};
export type Documents_Offline_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Documents_OptionalInputs = {};
export type Documents_Other_Shipment_ErrorInputs = {
    ids: NonNullable<unknown>;
    shipment: NonNullable<unknown>;
};
export type Documents_Other_Shipment_NoteInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Documents_Panel_DescriptionInputs = {};
export type Documents_Panel_TitleInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Phase_DoneInputs = {};
export type Documents_Phase_FailedInputs = {};
export type Documents_Phase_ReadingInputs = {};
export type Documents_Phase_ReadyInputs = {};
export type Documents_Phase_RefusedInputs = {};
export type Documents_Phase_SendingInputs = {};
export type Documents_Phase_UnknownInputs = {};
export type Documents_Phase_WaitingInputs = {};
export type Documents_Picker_Caption_RecentInputs = {};
export type Documents_Picker_Caption_SearchInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_ChangeInputs = {};
export type Documents_Picker_Code_LabelInputs = {};
export type Documents_Picker_Code_PlaceholderInputs = {};
export type Documents_Picker_Col_ActionsInputs = {};
export type Documents_Picker_Col_PickupInputs = {};
export type Documents_Picker_Col_RouteInputs = {};
export type Documents_Picker_Col_ShipmentInputs = {};
export type Documents_Picker_Col_TypeInputs = {};
export type Documents_Picker_DescriptionInputs = {};
export type Documents_Picker_FindInputs = {};
export type Documents_Picker_KeepInputs = {
    code: NonNullable<unknown>;
};
export type Documents_Picker_List_FailedInputs = {};
export type Documents_Picker_ListedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Picker_Loading_RecentInputs = {};
export type Documents_Picker_Looking_ForInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_Looking_UpInputs = {};
export type Documents_Picker_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Documents_Picker_Most_RecentInputs = {};
export type Documents_Picker_No_MatchInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_NoneInputs = {};
export type Documents_Picker_None_TextInputs = {};
export type Documents_Picker_Open_TrackingInputs = {};
export type Documents_Picker_ShowInputs = {};
export type Documents_Picker_TitleInputs = {};
export type Documents_Progress_CountInputs = {
    uploaded: NonNullable<unknown>;
    required: NonNullable<unknown>;
};
export type Documents_Progress_TextInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Documents_Ready_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Refused_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_ReloadInputs = {};
export type Documents_Reload_ChecklistInputs = {};
export type Documents_RequiredInputs = {};
export type Documents_Staged_AsInputs = {
    file: NonNullable<unknown>;
};
export type Documents_Staged_OfflineInputs = {};
export type Documents_Staged_TextInputs = {};
export type Documents_Staged_TitleInputs = {};
export type Documents_Summary_BusyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_DoneInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_ReadyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_RefusedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Table_CaptionInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Table_Col_ActionsInputs = {};
export type Documents_Table_Col_DocumentInputs = {};
export type Documents_Table_Col_ObservationsInputs = {};
export type Documents_Table_Col_StatusInputs = {};
export type Documents_Target_OptionalInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_Optional_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_RequiredInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_Required_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_TemplateInputs = {};
export type Documents_Template_FileInputs = {
    name: NonNullable<unknown>;
    extension: NonNullable<unknown>;
};
export type Documents_Template_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Template_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_The_DocumentInputs = {};
export type Documents_This_ShipmentInputs = {};
export type Documents_Unknown_ManyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Unknown_OneInputs = {
    file: NonNullable<unknown>;
};
export type Documents_Unknown_TextInputs = {};
export type Documents_UnnamedInputs = {};
export type Documents_UploadInputs = {};
export type Documents_Upload_AgainInputs = {};
export type Documents_Upload_FilesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Upload_LimitInputs = {
    mib: NonNullable<unknown>;
};
export type Documents_Upload_Not_AcceptedInputs = {};
export type Documents_Upload_Unknown_ReasonInputs = {};
export type Documents_Uploaded_AtInputs = {
    when: NonNullable<unknown>;
};
export type Documents_Uploading_AsInputs = {
    file: NonNullable<unknown>;
    document: NonNullable<unknown>;
};
export type Documents_Uploads_TitleInputs = {};
export type Draft_DiscardInputs = {};
export type Draft_Restored_FromInputs = {};
export type Draft_SavedInputs = {};
export type EditInputs = {};
export type Empty_State_KeptInputs = {};
export type Error_Retries_ItselfInputs = {};
export type Export_AgencyInputs = {};
export type Export_CodeInputs = {};
export type Export_CurrencyInputs = {};
export type Export_Currency_Not_StatedInputs = {};
export type Export_DeliveryInputs = {};
export type Export_DestinationInputs = {};
export type Export_Free_Time_ChargedInputs = {};
export type Export_Free_Time_CurrencyInputs = {};
export type Export_Last_Free_DayInputs = {};
export type Export_Not_KnownInputs = {};
export type Export_OriginInputs = {};
export type Export_PickupInputs = {};
export type Export_PriceInputs = {};
export type Export_StatusInputs = {};
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
export type Failure_Ask_AccessInputs = {};
export type Failure_Body_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
export type Failure_CancelledInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Check_Base_UrlInputs = {};
export type Failure_Check_ConnectionInputs = {};
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Connect_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Headers_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Input_InvalidInputs = {};
export type Failure_InternalInputs = {};
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Failure_No_Such_AddressInputs = {
    host: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Not_FoundInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Not_Found_ChangedInputs = {};
export type Failure_Not_Found_Check_IdInputs = {};
export type Failure_Not_Sent_ParameterInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Not_Sent_RequestInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_RefusedInputs = {
    op: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Rejected_ReasonInputs = {
    op: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Failure_Rejected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Report_If_AgainInputs = {};
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
export type Failure_ServerInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_ReportedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_UnknownInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
export type Failure_Try_LaterInputs = {};
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Unexpected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
export type Failure_UnreadableInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type LoadingInputs = {};
export type Logs_DescriptionInputs = {};
export type Logs_Show_FailedInputs = {};
export type Logs_TitleInputs = {};
export type Lookups_Airports_Col_IataInputs = {};
export type Lookups_Airports_Could_NotInputs = {};
export type Lookups_Airports_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_DescriptionInputs = {};
export type Lookups_Airports_Empty_TextInputs = {};
export type Lookups_Airports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_Idle_TextInputs = {};
export type Lookups_Airports_Idle_TitleInputs = {};
export type Lookups_Airports_LabelInputs = {};
export type Lookups_Airports_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_PlaceholderInputs = {};
export type Lookups_Airports_Search_FailedInputs = {};
export type Lookups_Airports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_TitleInputs = {};
export type Lookups_Airports_Too_ShortInputs = {};
export type Lookups_CaptionInputs = {
    title: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Col_CityInputs = {};
export type Lookups_Col_CodeInputs = {};
export type Lookups_Col_CoordinatesInputs = {};
export type Lookups_Col_CountryInputs = {};
export type Lookups_Col_NameInputs = {};
export type Lookups_Col_SizeInputs = {};
export type Lookups_Col_TypeInputs = {};
export type Lookups_Containers_Col_ReeferInputs = {};
export type Lookups_Containers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Lookups_Containers_DescriptionInputs = {};
export type Lookups_Containers_FailedInputs = {};
export type Lookups_Containers_LoadingInputs = {};
export type Lookups_Containers_NoneInputs = {};
export type Lookups_Containers_Size_FtInputs = {
    size: NonNullable<unknown>;
};
export type Lookups_Containers_TitleInputs = {};
export type Lookups_EastInputs = {};
export type Lookups_List_Empty_TextInputs = {};
export type Lookups_NoInputs = {};
export type Lookups_NorthInputs = {};
export type Lookups_Pallets_Col_SizeInputs = {};
export type Lookups_Pallets_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Lookups_Pallets_DescriptionInputs = {};
export type Lookups_Pallets_FailedInputs = {};
export type Lookups_Pallets_Height_Not_FixedInputs = {};
export type Lookups_Pallets_LoadingInputs = {};
export type Lookups_Pallets_NoneInputs = {};
export type Lookups_Pallets_Per_ShipmentInputs = {};
export type Lookups_Pallets_TitleInputs = {};
export type Lookups_Ports_Col_RkstInputs = {};
export type Lookups_Ports_Col_UnlocodeInputs = {};
export type Lookups_Ports_Could_NotInputs = {};
export type Lookups_Ports_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_DescriptionInputs = {};
export type Lookups_Ports_Empty_TextInputs = {};
export type Lookups_Ports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_Idle_TextInputs = {};
export type Lookups_Ports_Idle_TitleInputs = {};
export type Lookups_Ports_LabelInputs = {};
export type Lookups_Ports_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_PlaceholderInputs = {};
export type Lookups_Ports_Search_FailedInputs = {};
export type Lookups_Ports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_TitleInputs = {};
export type Lookups_Ports_Too_ShortInputs = {};
export type Lookups_Postal_Col_CodeInputs = {};
export type Lookups_Postal_Col_RegionInputs = {};
export type Lookups_Postal_Could_NotInputs = {};
export type Lookups_Postal_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_CountryInputs = {};
export type Lookups_Postal_DescriptionInputs = {};
export type Lookups_Postal_Empty_TextInputs = {};
export type Lookups_Postal_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_Idle_TextInputs = {};
export type Lookups_Postal_Idle_TitleInputs = {};
export type Lookups_Postal_LabelInputs = {};
export type Lookups_Postal_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_PlaceholderInputs = {};
export type Lookups_Postal_Search_FailedInputs = {};
export type Lookups_Postal_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_TitleInputs = {};
export type Lookups_Postal_Too_ShortInputs = {};
export type Lookups_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Lookups_ReloadInputs = {};
export type Lookups_SearchInputs = {};
export type Lookups_SouthInputs = {};
export type Lookups_WestInputs = {};
export type Lookups_YesInputs = {};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Actual_SizeInputs = {};
export type Menu_Bring_All_To_FrontInputs = {};
export type Menu_Close_WindowInputs = {};
export type Menu_CopyInputs = {};
export type Menu_CutInputs = {};
export type Menu_EditInputs = {};
export type Menu_ExitInputs = {};
export type Menu_FileInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_GoInputs = {};
export type Menu_HelpInputs = {};
export type Menu_HideInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Hide_OthersInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_PasteInputs = {};
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
export type Menu_RedoInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_ServicesInputs = {};
export type Menu_Show_AllInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_ViewInputs = {};
export type Menu_WindowInputs = {};
export type Menu_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Nav_Group_ReferenceInputs = {};
export type Nav_Group_WorkInputs = {};
export type Nav_MainInputs = {};
export type No_Bridge_BodyInputs = {};
export type No_Bridge_TitleInputs = {};
export type Notice_AddedInputs = {};
export type Notice_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_Eta_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Notice_NoneInputs = {};
export type Notice_Pickup_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Notice_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_UnlistedInputs = {};
export type Notices_Dismiss_OneInputs = {
    title: NonNullable<unknown>;
};
export type Notices_Dismiss_TitleInputs = {};
export type Notices_HintInputs = {};
export type Notices_LabelInputs = {};
export type Notifications_DescriptionInputs = {};
export type Notifications_Notify_AboutInputs = {};
export type Notifications_Read_FailedInputs = {};
export type Notifications_Save_FailedInputs = {};
export type Offline_Keeps_TryingInputs = {};
export type Offline_Last_AnsweredInputs = {
    when: NonNullable<unknown>;
};
export type Offline_Never_AnsweredInputs = {};
export type Offline_TitleInputs = {};
export type Offline_What_WorksInputs = {};
export type Op_Auth_TokenInputs = {};
export type Op_Booking_BoxesInputs = {};
export type Op_Booking_PalletsInputs = {};
export type Op_Booking_Sea_FclInputs = {};
export type Op_Booking_Sea_LclInputs = {};
export type Op_Check_DocumentsInputs = {};
export type Op_Check_QuotesInputs = {};
export type Op_Check_Service_RecordsInputs = {};
export type Op_Check_Shipment_DetailInputs = {};
export type Op_Check_Shipment_ListInputs = {};
export type Op_Check_TariffsInputs = {};
export type Op_Documents_DownloadInputs = {};
export type Op_Documents_ListInputs = {};
export type Op_Documents_UploadInputs = {};
export type Op_Lookup_AirportsInputs = {};
export type Op_Lookup_ContainersInputs = {};
export type Op_Lookup_Pallet_TypesInputs = {};
export type Op_Lookup_PortsInputs = {};
export type Op_Lookup_Postal_CodesInputs = {};
export type Op_Pickup_TimesInputs = {};
export type Op_Quotes_DeleteInputs = {};
export type Op_Quotes_ListInputs = {};
export type Op_Quotes_SaveInputs = {};
export type Op_Rates_AirInputs = {};
export type Op_Rates_BoxesInputs = {};
export type Op_Rates_PalletsInputs = {};
export type Op_Rates_Sea_FclInputs = {};
export type Op_Rates_Sea_LclInputs = {};
export type Op_Sign_InInputs = {};
export type Op_Tariffs_ReportInputs = {};
export type Op_Tariffs_UploadInputs = {};
export type Op_Tracking_DetailInputs = {};
export type Op_Tracking_MessagesInputs = {};
export type Op_Tracking_ShipmentsInputs = {};
export type Op_Tracking_SwitchInputs = {};
export type Open_SettingsInputs = {};
export type Outcome_UnknownInputs = {
    what: NonNullable<unknown>;
};
export type Pdf_Air_FreightInputs = {};
export type Pdf_All_In_NoteInputs = {};
export type Pdf_As_QuotedInputs = {};
export type Pdf_CarrierInputs = {};
export type Pdf_Carrier_NotesInputs = {};
export type Pdf_ChargeInputs = {};
export type Pdf_Chargeable_WeightInputs = {};
export type Pdf_Charges_InInputs = {
    currency: NonNullable<unknown>;
};
export type Pdf_Col_AmountInputs = {};
export type Pdf_Col_BasisInputs = {};
export type Pdf_Col_ChargeInputs = {};
export type Pdf_Col_ContainerInputs = {};
export type Pdf_Col_Counted_FromInputs = {};
export type Pdf_Col_Free_DaysInputs = {};
export type Pdf_Col_Free_TimeInputs = {};
export type Pdf_Col_PenaltyInputs = {};
export type Pdf_Col_Per_DayInputs = {};
export type Pdf_Count_BoxesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_ContainersInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PalletsInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PiecesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DeliveryInputs = {};
export type Pdf_Every_Charge_IncludedInputs = {
    kind: NonNullable<unknown>;
};
export type Pdf_FlightsInputs = {};
export type Pdf_Free_TimeInputs = {};
export type Pdf_FromInputs = {};
export type Pdf_Give_Quote_NumberInputs = {
    quote: NonNullable<unknown>;
};
export type Pdf_GoodsInputs = {};
export type Pdf_IncludedInputs = {};
export type Pdf_IssuedInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_Mode_AirInputs = {};
export type Pdf_Mode_BoxesInputs = {};
export type Pdf_Mode_PalletsInputs = {};
export type Pdf_Mode_Sea_FclInputs = {};
export type Pdf_Mode_Sea_LclInputs = {};
export type Pdf_No_ExpiryInputs = {};
export type Pdf_NotesInputs = {};
export type Pdf_On_RequestInputs = {};
export type Pdf_PickupInputs = {};
export type Pdf_Pre_BookingInputs = {};
export type Pdf_Price_Includes_AllInputs = {};
export type Pdf_QuotationInputs = {};
export type Pdf_Quote_LabelInputs = {};
export type Pdf_Ref_LabelInputs = {};
export type Pdf_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Pdf_SailingInputs = {};
export type Pdf_Saved_QuoteInputs = {};
export type Pdf_SurchargeInputs = {};
export type Pdf_Tax_IncludedInputs = {
    percent: NonNullable<unknown>;
};
export type Pdf_TermsInputs = {
    carrier: NonNullable<unknown>;
};
export type Pdf_Terms_ValidInputs = {
    carrier: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Pdf_ToInputs = {};
export type Pdf_Total_All_InInputs = {};
export type Pdf_Total_Of_QuoteInputs = {};
export type Pdf_Total_PriceInputs = {};
export type Pdf_Total_Price_And_SurchargesInputs = {};
export type Pdf_Total_Sum_Of_ChargesInputs = {};
export type Pdf_TransitInputs = {};
export type Pdf_Unnamed_CurrencyInputs = {};
export type Pdf_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_VesselInputs = {};
export type Pdf_ViaInputs = {};
export type PenaltyInputs = {};
export type Profile_Form_Add_DescriptionInputs = {};
export type Profile_Form_Add_TitleInputs = {};
export type Profile_Form_Api_KeyInputs = {};
export type Profile_Form_Api_SecretInputs = {};
export type Profile_Form_Base_UrlInputs = {};
export type Profile_Form_Base_Url_HintInputs = {};
export type Profile_Form_Base_Url_PlaceholderInputs = {};
export type Profile_Form_Edit_DescriptionInputs = {};
export type Profile_Form_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Keep_KeyInputs = {};
export type Profile_Form_Keep_SecretInputs = {};
export type Profile_Form_NameInputs = {};
export type Profile_Form_Name_HintInputs = {};
export type Profile_Form_New_Server_BodyInputs = {
    typed: NonNullable<unknown>;
    saved: NonNullable<unknown>;
};
export type Profile_Form_New_Server_TitleInputs = {};
export type Profile_Form_Not_SavedInputs = {};
export type Profile_Form_Required_New_ServerInputs = {};
export type Profile_Form_SaveInputs = {};
export type Profile_Form_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Secret_HintInputs = {};
export type Profiles_ActiveInputs = {};
export type Profiles_Base_Url_SaidInputs = {};
export type Profiles_CaptionInputs = {};
export type Profiles_Col_ActionsInputs = {};
export type Profiles_Col_CredentialsInputs = {};
export type Profiles_Col_ProfileInputs = {};
export type Profiles_Demo_CredentialsInputs = {};
export type Profiles_DescriptionInputs = {};
export type Profiles_EditingInputs = {};
export type Profiles_LoadingInputs = {};
export type Profiles_Not_StoredInputs = {};
export type Profiles_Read_FailedInputs = {};
export type Profiles_Remove_BodyInputs = {};
export type Profiles_Remove_Body_ActiveInputs = {};
export type Profiles_Remove_ConfirmInputs = {};
export type Profiles_Remove_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Stored_KeychainInputs = {};
export type Profiles_Switch_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_TitleInputs = {};
export type Profiles_UseInputs = {};
export type Progress_In_ProgressInputs = {};
export type Quote_PdfInputs = {};
export type RetryInputs = {};
export type Route_BookingInputs = {};
export type Route_Booking_SummaryInputs = {};
export type Route_DocumentsInputs = {};
export type Route_Documents_SummaryInputs = {};
export type Route_LookupsInputs = {};
export type Route_Lookups_SummaryInputs = {};
export type Route_PricingInputs = {};
export type Route_Pricing_SummaryInputs = {};
export type Route_QuotesInputs = {};
export type Route_Quotes_SummaryInputs = {};
export type Route_RatingInputs = {};
export type Route_Rating_SummaryInputs = {};
export type Route_SettingsInputs = {};
export type Route_Settings_SummaryInputs = {};
export type Route_TariffsInputs = {};
export type Route_Tariffs_SummaryInputs = {};
export type Route_TodayInputs = {};
export type Route_Today_SummaryInputs = {};
export type Route_TrackingInputs = {};
export type Route_Tracking_SummaryInputs = {};
export type SaveInputs = {};
export type Saved_DoneInputs = {};
export type Session_ConnectedInputs = {};
export type Session_In_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Session_In_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Session_Last_AnswerInputs = {
    when: NonNullable<unknown>;
};
export type Session_Last_WorkedInputs = {
    when: NonNullable<unknown>;
};
export type Session_Next_TryInputs = {
    when: NonNullable<unknown>;
};
export type Session_No_Answer_YetInputs = {};
export type Session_No_ReasonInputs = {};
export type Session_RefusedInputs = {};
export type Session_Refused_ReasonInputs = {};
export type Session_Sign_InInputs = {};
export type Session_Sign_In_FailedInputs = {};
export type Session_Sign_OutInputs = {};
export type Session_Signed_OutInputs = {};
export type Session_Signing_InInputs = {};
export type Session_Trying_NowInputs = {};
export type Session_UnreachableInputs = {};
export type Session_Unreachable_ReasonInputs = {};
export type Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Set_Aside_CopyInputs = {};
export type Set_Aside_How_BackInputs = {};
export type Set_Aside_TitleInputs = {};
export type Settings_File_Unreadable_BodyInputs = {};
export type Settings_File_Unreadable_TitleInputs = {};
export type Store_Cannot_Save_BodyInputs = {};
export type Store_Cannot_Save_TitleInputs = {};
export type Store_CopiedInputs = {
    what: NonNullable<unknown>;
};
export type Store_Damaged_File_KeptInputs = {};
export type Store_File_PathInputs = {};
export type Store_Not_RebuiltInputs = {};
export type Store_Nothing_LostInputs = {};
export type Store_Nothing_ReadableInputs = {};
export type Store_Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Store_Set_Aside_TitleInputs = {};
export type SurchargesInputs = {};
export type Sync_CancelInputs = {};
export type Sync_Checking_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Checking_ListInputs = {};
export type Sync_DescriptionInputs = {};
export type Sync_FetchingInputs = {};
export type Sync_Kept_BeforeInputs = {};
export type Sync_Last_CancelledInputs = {
    when: NonNullable<unknown>;
};
export type Sync_Last_FailedInputs = {
    when: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Sync_MinutesInputs = {};
export type Sync_NeverInputs = {};
export type Sync_Nothing_StoredInputs = {};
export type Sync_NowInputs = {};
export type Sync_Progress_LabelInputs = {};
export type Sync_Read_FailedInputs = {};
export type Sync_Save_FailedInputs = {};
export type Sync_Settings_LabelInputs = {};
export type Sync_State_UnknownInputs = {};
export type Sync_Stored_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Stored_OfInputs = {
    count: NonNullable<unknown>;
    done: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_SyncedInputs = {
    when: NonNullable<unknown>;
};
export type Sync_SyncingInputs = {};
export type Sync_TitleInputs = {};
export type Sync_UnreachableInputs = {
    message: NonNullable<unknown>;
};
export type Tariffs_About_OfInputs = {
    name: NonNullable<unknown>;
};
export type Tariffs_Col_ActionsInputs = {};
export type Tariffs_Col_AmountInputs = {};
export type Tariffs_Col_CarrierInputs = {};
export type Tariffs_Col_ChargeInputs = {};
export type Tariffs_Col_Charge_TypeInputs = {};
export type Tariffs_Col_CommodityInputs = {};
export type Tariffs_Col_ContainerInputs = {};
export type Tariffs_Col_ContractInputs = {};
export type Tariffs_Col_CostsInputs = {};
export type Tariffs_Col_CurrencyInputs = {};
export type Tariffs_Col_DescriptionInputs = {};
export type Tariffs_Col_LaneInputs = {};
export type Tariffs_Col_RatesInputs = {};
export type Tariffs_Col_ServiceInputs = {};
export type Tariffs_Col_TransitInputs = {};
export type Tariffs_Col_TypeInputs = {};
export type Tariffs_Col_UnitInputs = {};
export type Tariffs_Col_ValidInputs = {};
export type Tariffs_Col_ViaInputs = {};
export type Tariffs_Comment_LengthInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_CommentsInputs = {};
export type Tariffs_Comments_HintInputs = {};
export type Tariffs_Comments_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_Contract_NumberInputs = {};
export type Tariffs_Contract_Number_RequiredInputs = {};
export type Tariffs_Contract_PlaceholderInputs = {};
export type Tariffs_Contract_ReferenceInputs = {};
export type Tariffs_Contract_RequiredInputs = {};
export type Tariffs_Costs_CaptionInputs = {
    rate: NonNullable<unknown>;
};
export type Tariffs_Costs_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Count_RatesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Count_TariffsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Csv_HintInputs = {};
export type Tariffs_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
export type Tariffs_Detail_Document_IdInputs = {};
export type Tariffs_Detail_Rates_ImportedInputs = {};
export type Tariffs_Download_TemplateInputs = {};
export type Tariffs_Drop_LabelInputs = {};
export type Tariffs_Drop_PromptInputs = {};
export type Tariffs_Export_CsvInputs = {};
export type Tariffs_External_IdInputs = {};
export type Tariffs_External_Id_HintInputs = {};
export type Tariffs_FilesInputs = {};
export type Tariffs_Files_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_Files_RequiredInputs = {};
export type Tariffs_From_DateInputs = {};
export type Tariffs_From_RequiredInputs = {};
export type Tariffs_Hide_RatesInputs = {};
export type Tariffs_LimitsInputs = {
    limit: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Tariffs_NameInputs = {};
export type Tariffs_Name_HintInputs = {};
export type Tariffs_Name_Part_HintInputs = {};
export type Tariffs_No_CostsInputs = {};
export type Tariffs_No_FileInputs = {};
export type Tariffs_Not_AcceptedInputs = {};
export type Tariffs_Not_UploadedInputs = {};
export type Tariffs_Note_UploadedInputs = {
    date: NonNullable<unknown>;
};
export type Tariffs_Offline_ActionInputs = {};
export type Tariffs_Rates_CaptionInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_RefusedInputs = {};
export type Tariffs_Report_AnnounceInputs = {
    counts: NonNullable<unknown>;
};
export type Tariffs_Report_CaptionInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_DescriptionInputs = {};
export type Tariffs_Report_Failed_AnnounceInputs = {};
export type Tariffs_Report_ForInputs = {
    counts: NonNullable<unknown>;
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_Idle_TextInputs = {};
export type Tariffs_Report_Idle_TitleInputs = {};
export type Tariffs_Report_LoadingInputs = {};
export type Tariffs_Report_NoneInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_None_TextInputs = {};
export type Tariffs_Report_Read_FailedInputs = {};
export type Tariffs_Report_TitleInputs = {};
export type Tariffs_ScacInputs = {};
export type Tariffs_Scac_HintInputs = {};
export type Tariffs_Scac_LettersInputs = {};
export type Tariffs_Scac_RequiredInputs = {};
export type Tariffs_Sent_AllInputs = {};
export type Tariffs_Sent_UnknownInputs = {};
export type Tariffs_Show_RatesInputs = {};
export type Tariffs_Show_ReportInputs = {};
export type Tariffs_StatusInputs = {};
export type Tariffs_Status_AnyInputs = {};
export type Tariffs_Status_NumberInputs = {};
export type Tariffs_Status_With_RatesInputs = {};
export type Tariffs_Status_Without_RatesInputs = {};
export type Tariffs_Template_CancelledInputs = {};
export type Tariffs_Template_FailedInputs = {};
export type Tariffs_To_Before_FromInputs = {};
export type Tariffs_To_DateInputs = {};
export type Tariffs_To_Date_HintInputs = {};
export type Tariffs_To_SendInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Transit_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Unknown_TextInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Unknown_WhatInputs = {};
export type Tariffs_UnnamedInputs = {};
export type Tariffs_Upload_ButtonInputs = {};
export type Tariffs_Upload_DescriptionInputs = {};
export type Tariffs_Upload_TitleInputs = {};
export type Tariffs_UploadedInputs = {};
export type Tariffs_Validity_FromInputs = {
    start: NonNullable<unknown>;
};
export type Tariffs_Validity_UntilInputs = {
    end: NonNullable<unknown>;
};
export type Timeline_NewInputs = {};
export type Timeline_Time_Not_GivenInputs = {};
export type Topbar_Go_ToInputs = {};
export type Tracking_Col_AgencyInputs = {};
export type Tracking_Col_CodeInputs = {};
export type Tracking_Col_DeliveryInputs = {};
export type Tracking_Col_Free_TimeInputs = {};
export type Tracking_Col_PickupInputs = {};
export type Tracking_Col_PriceInputs = {};
export type Tracking_Col_RouteInputs = {};
export type Tracking_Col_StatusInputs = {};
export type Try_AgainInputs = {};
