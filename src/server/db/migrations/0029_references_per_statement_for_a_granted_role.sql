-- Whether this role may check an import's foreign keys once per statement (decision 174): that needs
-- session_replication_role, which only a superuser may set, or since PostgreSQL 15 a role granted
-- SET on it (GRANT SET ON PARAMETER session_replication_role TO ...). The grant's check is run through
-- EXECUTE so that the function is created, and answers false, on an older server.
create or replace function may_check_references_per_statement() returns boolean
language plpgsql stable as $$
declare
  allowed boolean;
begin
  if current_setting('is_superuser') = 'on' then
    return true;
  end if;
  if current_setting('server_version_num')::int < 150000 then
    return false;
  end if;
  execute 'select has_parameter_privilege(''session_replication_role'', ''SET'')' into allowed;
  return allowed;
end
$$;
